/**
 * Keeps ./login-frame.html honest: it must be the login page exactly as the app renders it (step 1 of
 * the protocol in ./boot.ts). After changing what the login page shows first, regenerate it with
 * `UPDATE_LOGIN_FRAME=1 npx vitest run src/features/login/frame/markup.test.tsx`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { mockServerForFile } from '../../../../tests/mock-lifecycle';
import { renderApp } from '../../../../tests/render-app';
import { loginFrameMarkup } from './markup';

mockServerForFile();

const FILE = join(process.cwd(), 'src/features/login/frame/login-frame.html');

it('login-frame.html is the login page as React renders it', async () => {
  const { container } = renderApp('/auth/login');
  await screen.findByRole('textbox', { name: /username/i });
  const markup = loginFrameMarkup(container.innerHTML);
  if (process.env.UPDATE_LOGIN_FRAME) writeFileSync(FILE, markup);
  expect(readFileSync(FILE, 'utf8')).toBe(markup);
});
