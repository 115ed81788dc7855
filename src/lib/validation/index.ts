// Everything except ./phone, which pulls in libphonenumber-js and must stay out of the login bundle.
export * from './messages';
export * from './email';
export * from './password';
export * from './username';
export * from './text';
export * from './consent';
export * from './contact';
