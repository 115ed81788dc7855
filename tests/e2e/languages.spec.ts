/**
 * Languages in place (issue 26 items 2 and 3): the picker on the sign-in page, French on every page
 * after it with no English painted on the way, the Localization tab switching to Spanish without a
 * navigation, and the text service failing back to the base language, then English, never a raw key.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { checkBothWidths, expect, fault, PASSWORD, signInByCall, test, withLanguageCookie } from './support';

const TEXT_RESOURCE = '/resources/identity-ui-client';

type Catalogue = { [key: string]: string | Catalogue };
const flatten = (catalogue: Catalogue): string[] =>
  Object.values(catalogue).flatMap((value) => (typeof value === 'string' ? [value] : flatten(value)));
const strings = (language: string) =>
  new Set(
    readdirSync(join('locales', language)).flatMap((file) =>
      flatten(JSON.parse(readFileSync(join('locales', language, file), 'utf8')) as Catalogue),
    ),
  );

/** Every English text that French says differently (names and codes the same in both are not English). */
const french = strings('fr-CA');
const ENGLISH_ONLY = [...strings('en-US')].filter(
  (text) => !french.has(text) && !text.includes('{{') && !text.includes('<') && text.length > 3,
);

/** No line of the page is an English catalogue text, and none looks like a raw key. */
async function expectNoEnglish(page: Page) {
  const lines = (await page.locator('body').innerText())
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  expect(lines.filter((line) => ENGLISH_ONLY.includes(line))).toEqual([]);
  expect(lines.filter((line) => /^[a-z]+:[\w.]+$|^[a-z]+(\.[a-zA-Z]+){1,}$/.test(line))).toEqual([]);
}

/** Each page (its URL, its h1) opens in French, with no English on it, nor painted at any frame on the way. */
async function expectFrenchPages(page: Page, pages: [url: string, heading: string][]) {
  const seen = await watchForEnglish(page);
  for (const [url, heading] of pages) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expectNoEnglish(page);
  }
  expect(await seen()).toEqual([]);
}

/** Records, on every animation frame from the first, whether any English sign-in text was painted. */
async function watchForEnglish(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { englishSeen: string[] }).englishSeen = seen;
    const check = () => {
      const frame = document.getElementById('prerendered-frame');
      // The built page's frame shows in the reader's language (src/features/login/frame/boot.ts).
      if (frame && !frame.hidden && frame.lang.startsWith('en')) seen.push('the English frame');
      const text = document.body?.innerText ?? '';
      for (const english of ['Sign in', 'Username', 'Next', 'Loading'])
        if (text.split('\n').some((line) => line.trim() === english)) seen.push(english);
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  return () => page.evaluate(() => (window as unknown as { englishSeen: string[] }).englishSeen);
}

test('ava picks Français on sign-in: every page after it is French, <html lang="fr-CA">', async ({
  page,
}) => {
  await page.goto('/auth/login');
  // The app's picker, not the prerendered frame's (that one's own Change is ./prerender.spec.ts's).
  await expect(page.locator('#prerendered-frame')).toHaveCount(0);
  const picker = page.getByRole('combobox', { name: 'Language' });
  // Arrowing through the closed select moves its choice at each key and switches nothing.
  await picker.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(picker).toHaveValue('fr-CA');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  // Its button applies it, by keyboard as well.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Change' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Ouvrir une session' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr-CA');
  await expectNoEnglish(page);
  await checkBothWidths(page);

  await page.getByRole('textbox', { name: "Nom d'utilisateur" }).fill('ava.associate');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Ouvrir une session' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'user-language')?.value).toBe('fr-CA');

  await expectFrenchPages(page, [
    ['/auth/user', 'Bienvenue'],
    ['/auth/account-settings/switch-clients', 'Paramètres du compte'],
    ['/auth/account-settings/change-password', 'Paramètres du compte'],
    ['/auth/account-settings/localization', 'Paramètres du compte'],
  ]);
});

test('a fr-CA cookie: sign-in, forgot password and the reset page are French, no English frame painted', async ({
  page,
}) => {
  await withLanguageCookie(page, 'fr-CA');
  await expectFrenchPages(page, [
    ['/auth/login', 'Ouvrir une session'],
    ['/auth/forgot-password/request', 'Mot de passe oublié?'],
    ['/auth/forgot-password/reset?token=reset-ava', 'Réinitialiser votre mot de passe'],
  ]);
});

test('the Localization tab switches to Español without a navigation; the next visit is Spanish', async ({
  page,
}) => {
  await signInByCall(page, 'ava.associate');

  await page.goto('/auth/account-settings/localization');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es-US');
  // Survives only if the document is never reloaded.
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  const savedAt = Date.now();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Se guardó su configuración regional.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Configuración de la cuenta' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

  const cookie = (await page.context().cookies()).find((c) => c.name === 'user-language')!;
  expect(cookie.value).toBe('es-US');
  const days = (cookie.expires * 1000 - savedAt) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);

  // The next visit, signed out: only the language cookie is left.
  await page.context().clearCookies();
  await page.context().addCookies([cookie]);
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es-US');
});

test('the text service failing: fr-CA falls back to fr, then to English, never blank nor a raw key', async ({
  page,
  request,
}) => {
  await withLanguageCookie(page, 'fr-CA');
  // The built page's boot script asks for fr-CA first (src/features/login/frame/boot.ts), then the app
  // asks again for fr-CA and, failing that, fr: one more failure than the app alone would need.
  await fault(request, 'GET', TEXT_RESOURCE, 503, 2);
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Ouvrir une session' })).toBeVisible();
  await expectNoEnglish(page);
  // The French frame shows before the app has asked for its texts: the next faults must wait until the
  // app has taken over (its asking done), or this page's requests would use them up.
  await expect(page.locator('#prerendered-frame')).toHaveCount(0);

  await fault(request, 'GET', TEXT_RESOURCE, 503, 3);
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  const lines = (await page.locator('body').innerText()).split('\n').map((line) => line.trim());
  expect(lines.filter((line) => /^[a-z]+:[\w.]+$|^[a-z]+(\.[a-zA-Z]+){1,}$/.test(line))).toEqual([]);
});
