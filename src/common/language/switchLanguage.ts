/**
 * Switching the app's language in place: the
 * overlay is fetched first and the switch made only once it is in, so a page never flips to the new
 * language half-translated. Its own module: the sign-in page of an English reader loads it only when
 * the picker is used.
 */
import type { i18n as I18n } from 'i18next';
import { identityOrchestratorV1 } from '../../api/clients';
import { COOKIE, REGIONAL_COOKIE_DAYS, setCookie } from '../../lib/cookies';
import { safeStorage } from '../../lib/storage';
import { PICKED_LANGUAGE_KEY } from './choice';
import { offeredLanguage, overlayCandidates, overlayTexts, PICKER_LANGUAGES } from './language';

/**
 * Overlays the fetched text resource package on the bundled English: the regional variant first, then
 * the base language; when neither exists (or the service fails) the English stays. Resolves to the
 * variant that was found, or null.
 */
export async function loadTextOverlay(instance: I18n, language = instance.language): Promise<string | null> {
  for (const candidate of overlayCandidates(language)) {
    try {
      const { data } = await identityOrchestratorV1.GET('/resources/identity-ui-client', {
        params: { header: { 'user-language': candidate } },
      });
      if (!data) continue;
      overlayTexts(instance, language, data.resources);
      return candidate;
    } catch {
      // Not available for this variant: try the next, in the end English stays.
    }
  }
  return null;
}

/**
 * Switches the whole app to `language` in place: the cookie for a year, the overlay fetched, then
 * i18next's change, which every `useTranslation` re-renders on (and RootLayout's `<html lang>`).
 */
export async function switchLanguage(language: string, instance: I18n): Promise<void> {
  const change = await readyLanguage(language, instance);
  await change?.();
}

/**
 * `switchLanguage` up to the change: the cookie set and the overlay fetched; the returned function makes
 * the change (null: the app is in that language already). A sign-in readies the person's language while
 * its next call is under way and changes to it only as the app draws its next screen itself
 * (../../features/login/afterSignIn/useAfterSignIn.ts).
 */
export async function readyLanguage(
  language: string,
  instance: I18n,
): Promise<(() => Promise<unknown>) | null> {
  setCookie(COOKIE.language, language, { maxAgeDays: REGIONAL_COOKIE_DAYS });
  if (language === instance.language) return null;
  await loadTextOverlay(instance, language);
  return () => instance.changeLanguage(language);
}

const pickedStore = safeStorage('session');

/** The picker's change: switches in place and remembers the choice for the sign-in that may follow. */
export async function pickLanguage(language: string, instance: I18n): Promise<void> {
  pickedStore.set(PICKED_LANGUAGE_KEY, language);
  await switchLanguage(language, instance);
}

/**
 * The language picked on this tab's picker since the last sign-in, once: one the picker offers (the
 * pseudo-locale too, in mock mode, so it survives signing in), else the offered language of its base.
 */
export function takePickedLanguage(offered = PICKER_LANGUAGES): string | null {
  const picked = pickedStore.get(PICKED_LANGUAGE_KEY);
  pickedStore.remove(PICKED_LANGUAGE_KEY);
  if (picked === null) return null;
  return offered.some(({ code }) => code === picked) ? picked : offeredLanguage(picked);
}
