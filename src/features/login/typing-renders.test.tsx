/**
 * The work each key typed in the sign-in form costs: the form re-renders, the parts of the page that do
 * not depend on what is typed do not (issue 55: on a phone's CPU, their texts were a good part of each
 * key's task, and keys typed while the app starts came close to long tasks).
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockServerForFile } from '../../../tests/mock-lifecycle';
import { renderApp } from '../../../tests/render-app';

mockServerForFile();

/** Keys of texts shown by parts of the page that take nothing typed: the tip, the links, the asterisk. */
const UNCHANGING = ['secureInfo.toggle', 'links.sso', 'required'];

describe('/auth/login: typing the username', () => {
  it('re-renders neither the secure-information tip, the links under the form nor the required marker', async () => {
    const { user, i18n } = renderApp('/auth/login');
    const username = await screen.findByRole('textbox', { name: /username/i });
    const translated = vi.spyOn(i18n, 't');
    const rendersOf = (key: string) =>
      translated.mock.calls.filter(([keys]) => [keys].flat().some((k) => String(k).endsWith(key))).length;

    await user.type(username, 'ava.associate');

    expect(username).toHaveValue('ava.associate');
    for (const key of UNCHANGING) expect({ key, renders: rendersOf(key) }).toEqual({ key, renders: 0 });
  });
});
