/**
 * /auth/verify-contact-info as a flow: the whole app against the real mock server.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { appLog } from '../../api/log';
import { SLOW } from '../../../tests/flow';
import { addPhone, mockServerForFile } from '../../../tests/mock-lifecycle';
import { withoutTraceIds } from '../../../tests/secrets';
import { renderApp, signInAs } from '../../../tests/render-app';
import { recordRequests } from '../../../tests/request-recorder';
import text from '../../../locales/en-US/contactVerification.json';
import verificationText from '../../../locales/en-US/verification.json';
import results from '../../../locales/en-US/results.json';

const mock = mockServerForFile();
const requests = recordRequests(() => mock.server);
const ED = 'ed.email@example.com';
const t = text.verifyContact;

const resultKind = () =>
  waitFor(() => {
    const kind = document.querySelector('[data-result-kind]')?.getAttribute('data-result-kind');
    expect(kind).toBeTruthy();
    return kind;
  }, SLOW);
const latestCode = (to: string) => mock.context.db.outbox.findMany((q) => q.where({ to })).at(-1)?.code;

async function logLines(): Promise<string> {
  await appLog.flush();
  return requests
    .to('/logging/batch-log', 'POST')
    .map((request) => request.body)
    .join('\n');
}

async function enterCode(user: ReturnType<typeof renderApp>['user'], to: string) {
  await user.click(await screen.findByRole('button', { name: t.send }, SLOW));
  const field = await screen.findByRole('textbox', { name: /Verification code/ }, SLOW);
  const code = latestCode(to)!;
  await user.type(field, code);
  await user.click(screen.getByRole('button', { name: verificationText.verify }));
  return code;
}

describe('verify contact info', () => {
  it("ava's verified email returns already verified at once, its Continue to returnUrl", async () => {
    await signInAs('ava.associate');
    renderApp('/auth/verify-contact-info?type=email&purpose=personal&returnUrl=/auth/user');
    expect(await resultKind()).toBe('SUCCESS_ALREADY_VERIFIED');
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/auth/user');
    expect(requests.to('/persons/me/contact-verifications', 'POST')).toHaveLength(0);
  });

  it('type=fax is the generic failure', async () => {
    await signInAs('ava.associate');
    renderApp('/auth/verify-contact-info?type=fax&purpose=personal');
    expect(await resultKind()).toBe('FAILURE_VERIFY_CONTACT_INFO');
    expect(await logLines()).toContain('MISSING_REQUIRED_QUERY_PARAMS');
    // The code's own words, under the generic page's message.
    expect(screen.getByText('There are some required query params that are missing')).toBeInTheDocument();
    expect(screen.getByText(results.FAILURE_VERIFY_CONTACT_INFO.message)).toBeInTheDocument();
  });

  it('INVALID_CONTACT_INFO_FORMAT is the invalid-format page, in the words the product gives that code', async () => {
    await signInAs('ed.email');
    mock.server.use(
      http.post(
        `${window.location.origin}/api/identity-orchestrator/v0/persons/me/contact-verifications`,
        () =>
          HttpResponse.json(
            { code: 'INVALID_CONTACT_INFO_FORMAT', errors: [{ code: 'INVALID_CONTACT_INFO_FORMAT' }] },
            { status: 400 },
          ),
      ),
    );
    const { user } = renderApp('/auth/verify-contact-info?type=email&purpose=personal');
    await user.click(await screen.findByRole('button', { name: t.send }, SLOW));
    expect(await resultKind()).toBe('FAILURE_VERIFY_CONTACT_INFO_INVALID_FORMAT');
    expect(screen.getByText('The format of the contact info value is invalid')).toBeInTheDocument();
  });

  it("ed's unverified email: a code, entered, is the email success; the logs hold no address or code", async () => {
    await signInAs('ed.email');
    const { user } = renderApp('/auth/verify-contact-info?type=email&purpose=personal&returnUrl=/auth/user');
    expect(
      await screen.findByText(`We'll send a code to your email address ${ED}.`, {}, SLOW),
    ).toBeInTheDocument();
    const code = await enterCode(user, ED);
    expect(await resultKind()).toBe('SUCCESS_VERIFY_CONTACT_EMAIL');
    const logs = await logLines();
    expect(logs).toContain('verify contact info: start');
    expect(logs).toContain('verify contact info: success');
    expect(logs).not.toContain(ED);
    expect(withoutTraceIds(logs)).not.toContain(code);
  });

  it('an unverified business phone: the text code is the phone success, and no number is logged', async () => {
    await signInAs('ed.email');
    await addPhone(mock, 'person-ed', '+15555550188', {
      isVerified: false,
      isPersonal: false,
      inSystemOfRecord: true,
    });
    const { user } = renderApp('/auth/verify-contact-info?type=phone&purpose=business');
    await enterCode(user, '+15555550188');
    expect(await resultKind()).toBe('SUCCESS_VERIFY_CONTACT_PHONE');
    expect(await logLines()).not.toContain('5550188');
  });

  it('an address another person holds is the duplicate-email page', async () => {
    await signInAs('ed.email');
    await mock.context.db.contactMethods.update((q) => q.where({ id: 'email-carl' }), {
      data(draft) {
        draft.emailAddress = ED;
      },
    });
    const { user } = renderApp('/auth/verify-contact-info?type=email&purpose=personal');
    await user.click(await screen.findByRole('button', { name: t.send }, SLOW));
    expect(await resultKind()).toBe('FAILURE_VERIFY_CONTACT_INFO_DUPLICATE_EMAIL');
  });

  it('a wrong code is said on the field; five are the too-many-attempts page', async () => {
    await signInAs('ed.email');
    const { user } = renderApp('/auth/verify-contact-info?type=email&purpose=personal');
    await user.click(await screen.findByRole('button', { name: t.send }, SLOW));
    const field = await screen.findByRole('textbox', { name: /Verification code/ }, SLOW);
    const wrong = latestCode(ED) === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await user.clear(field);
      await user.type(field, wrong);
      await user.click(screen.getByRole('button', { name: verificationText.verify }));
      if (attempt < 5) await screen.findByText(verificationText.errors.wrongCode);
    }
    expect(await resultKind()).toBe('FAILURE_VERIFY_CONTACT_INFO_TOO_MANY_ATTEMPTS');
  });

  it('a snag sending the code keeps the page with Try again', async () => {
    await signInAs('ed.email');
    mock.context.injectFault('POST', '/persons/me/contact-verifications', 503);
    const { user } = renderApp('/auth/verify-contact-info?type=email&purpose=personal');
    await user.click(await screen.findByRole('button', { name: t.send }, SLOW));
    await user.click(await screen.findByRole('button', { name: 'Try again' }, SLOW));
    expect(await screen.findByRole('textbox', { name: /Verification code/ }, SLOW)).toBeInTheDocument();
  });

  it('Cancel goes to returnUrl and is logged', async () => {
    await signInAs('ed.email');
    const { user, router } = renderApp(
      '/auth/verify-contact-info?type=email&purpose=personal&returnUrl=/auth/user',
    );
    await user.click(await screen.findByRole('button', { name: t.cancel }, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/user'), SLOW);
    expect(await logLines()).toContain('verify contact info: cancel');
  });

  it('in the mobile app, Cancel goes back', async () => {
    await signInAs('ed.email');
    const { user, router } = renderApp('/auth/user');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    await router.navigate(
      '/auth/verify-contact-info?type=email&purpose=personal&returnUrl=/auth/a&platformType=mobileApp',
    );
    await user.click(await screen.findByRole('button', { name: t.cancel }, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/user'), SLOW);
  });
});
