/**
 * "Ava Associate" → "AA": the avatar's letters in the account-settings header. Its own module, free of
 * the page's code: the page's first screen (src/app/firstScreens.ts) writes them in before the app.
 */
export function initialsOf(firstName: string, lastName: string): string {
  return [firstName, lastName]
    .map((name) => name.trim().charAt(0))
    .join('')
    .toLocaleUpperCase();
}
