/**
 * /auth/add-phone and /auth/add-email as flows: the whole app against the real mock server.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authenticationService, identityOrchestrator } from '../../api';
import { phoneField, SLOW } from '../../../tests/flow';
import { mockServerForFile } from '../../../tests/mock-lifecycle';
import { renderApp, signInAs } from '../../../tests/render-app';
import { recordRequests } from '../../../tests/request-recorder';
import text from '../../../locales/en-US/contactVerification.json';
import validationText from '../../../locales/en-US/validation.json';

const mock = mockServerForFile();
const requests = recordRequests(() => mock.server);

const save = () => screen.getByRole('button', { name: text.add.save });
const phonePosts = () => requests.to('/persons/me/phone-numbers', 'POST');

async function phones() {
  const { data } = await identityOrchestrator.GET('/persons/me/contact-info');
  return data?.phones.map((phone) => phone.phoneNumber);
}

describe('add phone', () => {
  it('pia: "123" is refused before any call; (555) 555-0177 is saved in E.164, then on to her target', async () => {
    await signInAs('pia.phone');
    const { user, router } = renderApp('/auth/add-phone?redirectUrl=/auth/user');
    const field = await phoneField();
    await user.type(field, '123');
    await user.click(save());
    expect(await screen.findByText(validationText.phoneInvalid)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(phonePosts()).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '(555) 555-0177');
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/user'), SLOW);
    expect(JSON.parse(phonePosts()[0]!.body)).toEqual({ phoneNumber: '+15555550177', isPersonal: true });
    expect(await phones()).toEqual(['+15555550177']);
    expect(await screen.findByText(text.addPhone.added)).toBeInTheDocument();
    // The add-phone obligation is met.
    const { response } = await authenticationService.GET('/check-obligations');
    expect(response.status).toBe(200);
  });

  it('a number someone already has is the duplicate message, on the field', async () => {
    await signInAs('pia.phone');
    const { user } = renderApp('/auth/add-phone');
    const field = await phoneField();
    await user.type(field, '555 555 0100');
    await user.click(save());
    expect(await screen.findByText(text.add.errors.duplicatePhone)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.type(field, '1');
    expect(screen.queryByText(text.add.errors.duplicatePhone)).toBeNull();
  });

  it('a snag keeps the number, says so with Try again, which saves it', async () => {
    await signInAs('pia.phone');
    mock.context.injectFault('POST', '/persons/me/phone-numbers', 503);
    const { user, router } = renderApp('/auth/add-phone?redirectUrl=/auth/user');
    const field = await phoneField();
    await user.type(field, '(555) 555-0177');
    await user.click(save());
    const retry = await screen.findByRole('button', { name: 'Try again' }, SLOW);
    expect(field).toHaveValue('(555) 555-0177');
    await user.click(retry);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/user'), SLOW);
    expect(phonePosts()).toHaveLength(2);
  });

  it('another refusal is the generic add-phone error above the form', async () => {
    await signInAs('pia.phone');
    mock.context.injectFault('POST', '/persons/me/phone-numbers', 400);
    const { user } = renderApp('/auth/add-phone');
    await user.type(await phoneField(), '(555) 555-0177');
    await user.click(save());
    const block = (await screen.findByText(text.addPhone.errorTitle)).closest('[role="alert"]');
    expect(block).toHaveFocus();
  });

  it('Cancel goes to sign-out by default', async () => {
    await signInAs('pia.phone');
    const { user, router } = renderApp('/auth/add-phone');
    await phoneField();
    await user.click(screen.getByRole('button', { name: text.add.cancel }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), SLOW);
    expect(requests.to('/logout', 'POST').length).toBeGreaterThan(0);
  });
});

describe('add email', () => {
  it('signed out: sign-in first, with a way back', async () => {
    const { router } = renderApp('/auth/add-email');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), SLOW);
    expect(router.state.location.search).toContain('redirectUrl=%2Fauth%2Fadd-email');
  });

  it("ava adding carl's address is refused as taken; her own new one is added", async () => {
    await signInAs('ava.associate');
    const { user, router } = renderApp('/auth/add-email?redirectUrl=/auth/user');
    const field = await screen.findByRole('textbox', { name: /^Email address/ }, SLOW);
    await user.type(field, 'carl.contact@example.com');
    await user.click(save());
    expect(await screen.findByText(text.add.errors.duplicateEmail)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, 'ava.home@example.com');
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/user'), SLOW);
  });

  it('a shared mailbox is refused for account security, on the field; the hint says so first', async () => {
    await signInAs('ava.associate');
    const { user } = renderApp('/auth/add-email?redirectUrl=/auth/user');
    const field = await screen.findByRole('textbox', { name: /^Email address/ }, SLOW);
    expect(field).toHaveAccessibleDescription(text.addEmail.hint);
    await user.type(field, 'HR@acme.example');
    await user.click(save());
    expect(await screen.findByText(text.add.errors.sharedEmail)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(requests.to('/persons/me/email-addresses', 'POST')).toHaveLength(1);
  });
});
