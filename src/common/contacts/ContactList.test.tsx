import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../lib/paths';
import { mockServerForFile } from '../../../tests/mock-lifecycle';
import { renderInQueryScope, signInAs } from '../../../tests/render-app';
import { recordRequests } from '../../../tests/request-recorder';
import { ContactList, type ContactListProps } from './ContactList';

const mock = mockServerForFile();
const requests = recordRequests(() => mock.server);

const AVA_EMAIL = 'ava.associate@example.com';
const WORK_EMAIL = 'ava.work@acme.example';

/**
 * The list as a screen would hold it: inside the app's providers and query scope (so the app-wide
 * 403/412 handler and the toasts are the real ones), on a page of its own, signed in as ava
 * (verified email and phone, each the only one of its type).
 */
async function renderList(props: ContactListProps = {}) {
  await signInAs('ava.associate');
  return renderInQueryScope(<ContactList {...props} />, { namespaces: ['contacts'] });
}

/**
 * A second email for ava (business, unverified), so that neither of her emails is the only one, and a
 * second phone, a number the formatter knows to be valid (her own is a fictional 555 number).
 */
async function giveAvaAWorkEmail() {
  const now = mock.context.clock.now();
  await mock.context.db.contactMethods.create({
    id: 'phone-ava-work',
    personId: 'person-ava',
    type: 'TEXT',
    emailAddress: null,
    phoneNumber: '2015550123',
    countryCode: '1',
    isVerified: true,
    isPersonal: false,
    inSystemOfRecord: false,
    createdAt: now,
    lastModifiedAt: now,
  });
  await mock.context.db.contactMethods.create({
    id: 'email-ava-work',
    personId: 'person-ava',
    type: 'EMAIL',
    emailAddress: WORK_EMAIL,
    phoneNumber: null,
    countryCode: null,
    isVerified: false,
    isPersonal: false,
    inSystemOfRecord: false,
    createdAt: now,
    lastModifiedAt: now,
  });
}

const item = (text: string) => screen.getByText(text).closest('li')!;

describe('ContactList', () => {
  it('lists the emails and phones of the mock, each personal or business and verified or not in words', async () => {
    await giveAvaAWorkEmail();
    await renderList();

    const emails = await screen.findByRole('region', { name: 'Email addresses' });
    const phones = screen.getByRole('region', { name: 'Phone numbers' });
    expect(within(emails).getAllByRole('listitem')).toHaveLength(2);
    expect(within(item(AVA_EMAIL)).getByText('Personal')).toBeInTheDocument();
    expect(within(item(AVA_EMAIL)).getByText('Verified')).toBeInTheDocument();
    expect(within(item(WORK_EMAIL)).getByText('Business')).toBeInTheDocument();
    expect(within(item(WORK_EMAIL)).getByText('Not verified')).toBeInTheDocument();
    // The stored numbers, grouped for reading once the formatter has loaded (ava's own is in the
    // range reserved for fiction, which src/lib/validation/phone.ts accepts).
    expect(await within(phones).findByText('+1 201 555 0123')).toBeInTheDocument();
    expect(within(item('+1 201 555 0123')).getByText('Business')).toBeInTheDocument();
    expect(within(item('+1 555 555 0100')).getByText('Verified')).toBeInTheDocument();
    expect(within(phones).getAllByRole('listitem')).toHaveLength(2);
    expect(requests.to('/persons/me/contact-info', 'GET')).toHaveLength(1);
  });

  it('has no action at all when the screen asks for none (the review obligation)', async () => {
    await giveAvaAWorkEmail();
    await renderList();
    await screen.findByText(AVA_EMAIL);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('offers Verify on unverified methods only, and the add actions, where the screen sends them', async () => {
    await giveAvaAWorkEmail();
    const addPhone = vi.fn();
    const { router, user } = await renderList({
      addEmail: paths.addEmail.path,
      addPhone,
      verify: (method) => `/auth/verify-contact-info?type=email&value=${method.emailAddress ?? ''}`,
    });
    await screen.findByText(AVA_EMAIL);
    expect(within(item(AVA_EMAIL)).queryByRole('link')).toBeNull();
    expect(within(item(WORK_EMAIL)).getByRole('link', { name: `Verify ${WORK_EMAIL}` })).toHaveAttribute(
      'href',
      `/auth/verify-contact-info?type=email&value=${WORK_EMAIL}`,
    );

    await user.click(screen.getByRole('button', { name: 'Add phone' }));
    expect(addPhone).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: 'Add email' }));
    expect(router.state.location.pathname).toBe(paths.addEmail.path);
  });

  it('hides Delete on the only email and the only phone', async () => {
    await renderList({ allowDelete: true });
    await screen.findByText(AVA_EMAIL);
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('deletes after confirmation: one DELETE, the item goes, a toast, and the other email is now the only one', async () => {
    await giveAvaAWorkEmail();
    const { user } = await renderList({ allowDelete: true });
    await screen.findByText(WORK_EMAIL);
    // Two emails and two phones: none is the only one of its type.
    expect(screen.getAllByRole('button', { name: /^Delete/ })).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: `Delete ${WORK_EMAIL}` }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this contact method?' });
    expect(dialog).toHaveTextContent(WORK_EMAIL);
    // A destructive question: Cancel ("Keep it") has the focus first.
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await user.click(confirm);
    await user.click(confirm);

    await waitFor(() => expect(screen.queryByText(WORK_EMAIL)).toBeNull());
    const deletes = requests.to('/persons/me/email-addresses', 'DELETE');
    expect(deletes).toHaveLength(1);
    expect(deletes[0]!.query.get('emailAddress')).toBe(WORK_EMAIL);
    expect(requests.to('/persons/me/phone-numbers', 'DELETE')).toHaveLength(0);
    expect(await screen.findByText('The contact method was deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Email addresses' })).toHaveFocus());
    // Read again: ava's own address is her only email once more.
    await waitFor(() => expect(within(item(AVA_EMAIL)).queryByRole('button')).toBeNull());
    expect(screen.getAllByRole('button', { name: /^Delete \+/ })).toHaveLength(2);
    expect(
      mock.context.db.contactMethods.findFirst((q) => q.where({ id: 'email-ava-work' })),
    ).toBeUndefined();
  });

  it('keeps the list and the question open when the delete fails, and Delete again retries', async () => {
    await giveAvaAWorkEmail();
    const { user } = await renderList({ allowDelete: true });
    await screen.findByText(WORK_EMAIL);
    mock.context.injectFault('DELETE', '/persons/me/email-addresses', 503);

    await user.click(screen.getByRole('button', { name: `Delete ${WORK_EMAIL}` }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const refusal = await within(dialog).findByText(new RegExp(`We couldn't delete ${WORK_EMAIL}`));
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
    // The product's toast shows in the open dialog, not in the inert page behind it.
    expect(dialog).toContainElement(screen.getByText('The contact method could not be deleted.'));
    expect(screen.getByText(AVA_EMAIL, { selector: '.contact-list__value' })).toBeInTheDocument();
    expect(screen.getByText(WORK_EMAIL, { selector: '.contact-list__value' })).toBeInTheDocument();
    // Read again behind the question (spec: "then reloads"), and still listed.
    await waitFor(() => expect(requests.to('/persons/me/contact-info', 'GET')).toHaveLength(2));

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText(WORK_EMAIL)).toBeNull());
    expect(requests.to('/persons/me/email-addresses', 'DELETE')).toHaveLength(2);
  });

  it('takes a 404 (already gone elsewhere) as deleted: the item goes and the question closes', async () => {
    await giveAvaAWorkEmail();
    const { user } = await renderList({ allowDelete: true });
    await screen.findByText(WORK_EMAIL);
    mock.context.injectFault('DELETE', '/persons/me/email-addresses', 404);
    // Deleted from another tab meanwhile: the mock no longer has it either.
    mock.context.db.contactMethods.delete(
      mock.context.db.contactMethods.findFirst((q) => q.where({ id: 'email-ava-work' }))!,
    );

    await user.click(screen.getByRole('button', { name: `Delete ${WORK_EMAIL}` }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByText(WORK_EMAIL)).toBeNull();
    expect(screen.queryByText(/We couldn't delete/)).toBeNull();
  });

  it('shows the load error with Try again, which loads the list', async () => {
    mock.context.injectFault('GET', '/persons/me/contact-info', 503);
    const { user } = await renderList();
    const alert = (await screen.findByText("We couldn't load your contact methods")).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(alert).toHaveTextContent('Check your connection, then try again.');
    expect(screen.queryByText(AVA_EMAIL)).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(AVA_EMAIL)).toBeInTheDocument();
    expect(requests.to('/persons/me/contact-info', 'GET')).toHaveLength(2);
  });

  it('says so while loading, and when there is nothing to list', async () => {
    mock.context.faults.push({ method: 'GET', path: '/persons/me/contact-info', times: 1, delayMs: 200 });
    const methods = mock.context.db.contactMethods.findMany((q) => q.where({ personId: 'person-ava' }));
    for (const method of methods) mock.context.db.contactMethods.delete(method);
    await renderList({ addEmail: paths.addEmail.path });

    expect(await screen.findByText('Loading contact methods...')).toBeInTheDocument();
    expect(await screen.findByText('You have no email addresses or phone numbers yet.')).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Add email' })).toBeInTheDocument();
  });

  it('leaves a 403 to the app-wide handler: the unauthorized page, no error of its own', async () => {
    mock.context.injectFault('GET', '/persons/me/contact-info', 403);
    const { router } = await renderList();
    expect(await screen.findByText(`elsewhere: ${paths.unauthorizedError.path}`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.unauthorizedError.path);
    expect(screen.queryByText("We couldn't load your contact methods")).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
