/**
 * Leaving the app (the other sign-in system, an identity provider, the product home) goes through this
 * one object, so tests can watch full-page navigations that jsdom cannot perform.
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  replace(url: string): void {
    window.location.replace(url);
  },
  reload(): void {
    window.location.reload();
  },
};
