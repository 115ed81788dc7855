/**
 * Forms as a screen-reader user hears them: a field's error as it is typed, and a code sent. The whole
 * app against the real mock server; the virtual screen reader listens from the moment the person acts.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import contactText from '../../locales/en-US/contactVerification.json';
import validationText from '../../locales/en-US/validation.json';
import { SLOW } from '../flow';
import { mockServerForFile } from '../mock-lifecycle';
import { renderApp, signInAs } from '../render-app';
import { listen } from './speech';

mockServerForFile();

const ED = 'ed.email@example.com';

describe('forms, heard', () => {
  it('a field error is spoken as it appears while typing, and again when it changes', async () => {
    const { user } = renderApp('/auth/forgot-password/request');
    const email = await screen.findByRole('textbox', { name: /email/i }, SLOW);
    const sr = await listen();
    await user.type(email, 'not-an-address');
    expect(await sr.heard(`polite: Error: ${validationText.emailInvalid}`)).toBeTruthy();
    // Said once, not with every key.
    expect((await sr.spoken()).filter((said) => said.startsWith('polite: Error:'))).toHaveLength(1);

    await sr.clear();
    await user.clear(email);
    expect(await sr.heard(`polite: Error: ${validationText.required}`)).toBeTruthy();
  });

  it('Enter in a blank field: the error is spoken though the focus stays where it is', async () => {
    const { user } = renderApp('/auth/forgot-password/request');
    const email = await screen.findByRole('textbox', { name: /email/i }, SLOW);
    await user.click(email);
    const sr = await listen();
    await user.keyboard('{Enter}');
    await screen.findByText(validationText.required);
    expect(email).toHaveFocus();
    expect(await sr.heard(`polite: Error: ${validationText.required}`)).toBeTruthy();
  });

  it('a code sent: the focused code field says where it went', async () => {
    await signInAs('ed.email');
    const { user } = renderApp('/auth/verify-contact-info?type=email&purpose=personal');
    const send = await screen.findByRole('button', { name: contactText.verifyContact.send }, SLOW);
    const sr = await listen();
    await user.click(send);
    await screen.findByRole('textbox', { name: /Verification code/ }, SLOW);
    expect(
      await sr.heard(
        `textbox, Verification code, Enter the 6-digit code. We sent a code to ${ED}., required`,
      ),
    ).toBeTruthy();
  });
});
