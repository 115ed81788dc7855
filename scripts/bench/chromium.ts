/** The Chromium the bench drives, and how (Lighthouse adds --headless=new; Playwright runs headless itself). */
export const CHROMIUM_PATH =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const;
