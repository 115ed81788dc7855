/** /auth/review-contact-info as a flow, signed in as carl (an email and a phone, the obligation open). */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SLOW, stubLeaving } from '../../../tests/flow';
import { mockServerForFile } from '../../../tests/mock-lifecycle';
import { renderApp, signInAs } from '../../../tests/render-app';
import { personIdOf } from '../../../mock-server/scenarios/default';
import text from '../../../locales/en-US/obligations.json';
import contacts from '../../../locales/en-US/contacts.json';

const mock = mockServerForFile();
const CONTACT_INFO = `${window.location.origin}/api/identity-orchestrator/v0/persons/me/contact-info`;

const assign = stubLeaving();
const carlsObligation = () =>
  mock.context.db.obligations.findFirst((q) => q.where({ personId: personIdOf('carl.contact') }));

async function openAsCarl(url = '/auth/review-contact-info?redirectUrl=%2Fpayroll') {
  await signInAs('carl.contact');
  const app = renderApp(url);
  await screen.findByRole('heading', { level: 1, name: text.contactInfo.title }, SLOW);
  await screen.findByText('carl.contact@example.com', undefined, SLOW);
  return app;
}

describe('/auth/review-contact-info', () => {
  it('lists the methods without edit or delete buttons, with Add email, Add phone and Confirm', async () => {
    await openAsCarl();
    expect(screen.queryByRole('button', { name: /delete/i })).toBeNull();
    expect(screen.queryByRole('link', { name: /verify/i })).toBeNull();
    expect(screen.getByRole('button', { name: contacts.emails.add })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: contacts.phones.add })).toBeInTheDocument();
  });

  it('Confirm toasts, meets the obligation and goes to the redirect target', async () => {
    const { user } = await openAsCarl();
    await user.click(screen.getByRole('button', { name: text.contactInfo.confirm }));
    expect(await screen.findByText(text.contactInfo.toasts.CONFIRMED_CONTACT_INFO)).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payroll'));
    expect(carlsObligation()?.resolved).toBe(true);
  });

  it('a 503 on Confirm stays with Try again; a 400 ends on the unsupported page', async () => {
    const { user } = await openAsCarl();
    mock.server.use(
      http.put(
        CONTACT_INFO,
        () => HttpResponse.json({ code: 'UNKNOWN_ERROR', errors: [] }, { status: 503 }),
        {
          once: true,
        },
      ),
    );
    await user.click(screen.getByRole('button', { name: text.contactInfo.confirm }));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(carlsObligation()?.resolved).toBe(false);

    mock.server.use(
      http.put(
        CONTACT_INFO,
        () =>
          HttpResponse.json(
            { code: 'INVALID_REQUEST', errors: [{ code: 'INVALID_REQUEST' }] },
            { status: 400 },
          ),
        { once: true },
      ),
    );
    await user.click(retry);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }, SLOW),
    ).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('Add phone opens the shared add-contact modal', async () => {
    const { user } = await openAsCarl();
    await user.click(screen.getByRole('button', { name: contacts.phones.add }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
