/**
 * The worker of ./localeData.ts: makes one of each formatter the app uses, in the language it is sent,
 * then ends. What the engine loads for them (ICU's data, V8's lists of the locales each service has) is
 * kept for the whole process, so the page's own first formatter finds it loaded.
 */
self.onmessage = ({ data: language }: MessageEvent<unknown>) => {
  try {
    const locale = typeof language === 'string' ? language : undefined;
    new Intl.DisplayNames(locale, { type: 'region' }).of('US');
    new Intl.Collator(locale).compare('a', 'b');
    new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(0);
    new Intl.NumberFormat(locale).format(1);
  } catch {
    // A language the engine refuses: the page's own formatters say so, not this.
  } finally {
    self.close();
  }
};

// A module to TypeScript: its test imports it.
export {};
