import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The document title beyond the route's: a screen's own name where one route shows several screens
 * (create account's steps, the settings tabs), and "Error: " before the title while a form on the page
 * shows errors (the form pattern asks for it, src/common/form/useAppForm.ts), so the title alone says
 * which screen this is and that something needs fixing.
 *
 * The shell names the document after the route (src/app/RootLayout.tsx, "Title · Brand"), in an effect
 * that runs after its children's. So this writes a microtask later, once the shell's effect has run:
 * the shell's title read then is the route's name and the brand. The shell's first-load code stays as is.
 */
const SEPARATOR = ' · ';

const state = {
  /** The title the shell last wrote; what this module writes is told apart by `written`. */
  shell: '',
  written: '',
  screen: null as string | null,
  errors: new Set<string>(),
};

function apply(errorPrefix: string) {
  const current = document.title;
  if (current !== state.written) state.shell = current;
  const brandAt = state.shell.lastIndexOf(SEPARATOR);
  const brand = brandAt === -1 ? state.shell : state.shell.slice(brandAt + SEPARATOR.length);
  let title = state.screen ? `${state.screen}${SEPARATOR}${brand}` : state.shell;
  if (state.errors.size > 0) title = `${errorPrefix} ${title}`;
  state.written = title;
  document.title = title;
}

const applySoon = (errorPrefix: string) => queueMicrotask(() => apply(errorPrefix));

/** Names the document after this screen (`title`, already translated) while it is shown. */
export function useScreenTitle(title: string) {
  const { t } = useTranslation('common');
  const errorPrefix = t('errorPrefix');
  useEffect(() => {
    state.screen = title;
    applySoon(errorPrefix);
    return () => {
      state.screen = null;
      applySoon(errorPrefix);
    };
  }, [title, errorPrefix]);
}

/** Puts "Error: " before the document title while `errored` holds. */
export function useErrorTitle(errored: boolean) {
  const id = useId();
  const { t, i18n } = useTranslation('common');
  const errorPrefix = t('errorPrefix');
  // Again after a language change: the shell writes its title anew then, without the prefix.
  useEffect(() => {
    if (!errored) return;
    state.errors.add(id);
    applySoon(errorPrefix);
    return () => {
      state.errors.delete(id);
      applySoon(errorPrefix);
    };
  }, [errored, id, errorPrefix, i18n.language]);
}
