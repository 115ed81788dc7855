/**
 * How long "Remember me on this device" keeps an account nobody signs in with, in days. Its own module
 * so the sign-in page's hint under the box can say it without loading the remembered-accounts code.
 */
export const REMEMBERED_ACCOUNT_LIFETIME_DAYS = 90;
