import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasCode, isHandledGlobally } from '../../api/errors';
import {
  contactInfoQueryOptions,
  deleteContactMethodMutationOptions,
  invalidateContactInfo,
  type ContactInfo,
  type ContactMethod,
} from '../../api/queries/contacts';
import { Button, LinkButton } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useToast } from '../../ui/Toasts';
import { QueryBoundary } from '../data/QueryBoundary';
import { contactMethodId, contactValue, usePhoneDisplay } from './contactMethod';

/**
 * Where an action goes: a path of this app (rendered as a link) or a callback (a button, e.g. one that
 * opens the add-contact modal). The screen decides; the list only places the control.
 */
export type ContactAction = string | (() => void);

export interface ContactListProps {
  /** "Add email" under the emails; omitted: none. */
  addEmail?: ContactAction;
  /** "Add phone" under the phones; omitted: none. */
  addPhone?: ContactAction;
  /** "Verify" on each unverified method (e.g. `/auth/verify-contact-info?type=…`); omitted: none. */
  verify?: (method: ContactMethod) => ContactAction;
  /**
   * A Delete button on each method, which asks first; never on the only one of its type.
   * Off by default: the review-contact-info obligation shows the list without actions.
   */
  allowDelete?: boolean;
  /** Level of the "Email addresses" and "Phone numbers" headings under the screen's own. Default 2. */
  headingLevel?: 2 | 3;
}

type Group = 'emails' | 'phones';

/**
 * The person's contact methods, shared by
 * the review-contact-info obligation and the account-settings contact-info tab. Loading and a failed
 * load (with Try again) are the page-data boundary's (`QueryBoundary`); a 403 or 412 is the app-wide
 * handler's. A route that wants the list before it paints primes `contactInfoQueryOptions()`; a
 * screen that renders it names `'contacts'` in its `namespaces` (src/app/routes.tsx).
 */
export function ContactList(props: ContactListProps) {
  return (
    <QueryBoundary texts="contacts">
      <LoadedContactList {...props} />
    </QueryBoundary>
  );
}

function LoadedContactList({
  addEmail,
  addPhone,
  verify,
  allowDelete = false,
  headingLevel = 2,
}: ContactListProps) {
  const { t } = useTranslation('contacts');
  const { data } = useSuspenseQuery(contactInfoQueryOptions());
  const remove = useDeleteContactMethod();
  const [target, setTarget] = useState<ContactMethod | null>(null);
  const [deleteFailed, setDeleteFailed] = useState(false);
  // After a deletion the row that held the focus is gone: once the dialog has closed (the page behind
  // it is inert until then), its group's heading takes the focus.
  const deletedFrom = useRef<Group | null>(null);
  const [focusGroup, setFocusGroup] = useState<Group | null>(null);
  const headings = useRef<Partial<Record<Group, HTMLHeadingElement | null>>>({});
  const idPrefix = useId();
  const displayPhone = usePhoneDisplay(data.phones.length > 0);

  useEffect(() => {
    if (!focusGroup) return;
    headings.current[focusGroup]?.focus();
    setFocusGroup(null);
  }, [focusGroup]);

  // A row added above the focused control (an Add button, given the focus back as its dialog closed)
  // pushes it down, past the viewport's edge on a phone: keep it in view, as moving the focus would.
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && listRef.current?.contains(focused))
      focused.scrollIntoView?.({ block: 'nearest' });
  }, [data]);

  const display = (method: ContactMethod) =>
    method.type === 'EMAIL' ? contactValue(method) : displayPhone(contactValue(method));

  const confirmDelete = async () => {
    if (!target) return;
    setDeleteFailed(false);
    const outcome = await remove(target);
    if (outcome === 'failed') {
      setDeleteFailed(true);
      // Rejecting keeps the dialog open, its error shown and Delete there to try again.
      throw new Error('delete failed');
    }
    if (outcome === 'deleted') deletedFrom.current = target.type === 'EMAIL' ? 'emails' : 'phones';
  };

  const groups: Array<{ group: Group; methods: ContactMethod[]; add: ContactAction | undefined }> = [
    { group: 'emails', methods: data.emails, add: addEmail },
    { group: 'phones', methods: data.phones, add: addPhone },
  ];
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const empty = data.emails.length === 0 && data.phones.length === 0;

  return (
    <div className="stack" ref={listRef}>
      {empty ? <p>{t('empty')}</p> : null}
      {groups.map(({ group, methods, add }) => (
        <section key={group} className="stack stack--sm" aria-labelledby={`${idPrefix}-${group}`}>
          <Heading
            id={`${idPrefix}-${group}`}
            ref={(element) => {
              headings.current[group] = element;
            }}
            tabIndex={-1}
            className="contact-list__heading"
          >
            {t(`${group}.heading`)}
          </Heading>
          {methods.length > 0 ? (
            <ul className="contact-list__items">
              {methods.map((method) => (
                <ContactRow
                  key={contactMethodId(method)}
                  method={method}
                  value={display(method)}
                  verify={verify}
                  onDelete={
                    allowDelete && !method.isOnlyOneOfType
                      ? () => {
                          setDeleteFailed(false);
                          setTarget(method);
                        }
                      : undefined
                  }
                />
              ))}
            </ul>
          ) : empty ? null : (
            <p className="text-muted">{t(`${group}.empty`)}</p>
          )}
          {add !== undefined ? (
            <div>
              <ActionControl action={add}>{t(`${group}.add`)}</ActionControl>
            </div>
          ) : null}
        </section>
      ))}
      <ConfirmDialog
        open={target !== null}
        destructive
        title={t('confirmDelete.title')}
        message={<p>{t('confirmDelete.message', { value: target ? display(target) : '' })}</p>}
        confirmLabel={t('confirmDelete.confirm')}
        cancelLabel={t('confirmDelete.cancel')}
        errorTitle={target ? t('deleteError.title', { value: display(target) }) : null}
        error={deleteFailed && target ? <p>{t('deleteError.message')}</p> : null}
        onConfirm={confirmDelete}
        onClose={() => {
          setTarget(null);
          setFocusGroup(deletedFrom.current);
          deletedFrom.current = null;
        }}
      />
    </div>
  );
}

function ContactRow({
  method,
  value,
  verify,
  onDelete,
}: {
  method: ContactMethod;
  value: string;
  verify: ContactListProps['verify'];
  onDelete: (() => void) | undefined;
}) {
  const { t } = useTranslation('contacts');
  const verifyAction = !method.isVerified && verify ? verify(method) : undefined;
  return (
    <li className="contact-list__item">
      <div className="contact-list__details">
        <span className="contact-list__value">{value}</span>
        <span className="contact-list__meta">
          <span>{t(method.isPersonal ? 'personal' : 'business')}</span>
          <span className={`contact-badge contact-badge--${method.isVerified ? 'verified' : 'unverified'}`}>
            {t(method.isVerified ? 'verified' : 'unverified')}
          </span>
        </span>
      </div>
      {verifyAction !== undefined || onDelete ? (
        <div className="contact-list__actions">
          {verifyAction !== undefined ? (
            <ActionControl action={verifyAction} label={t('verifyNamed', { value })}>
              {t('verify')}
            </ActionControl>
          ) : null}
          {onDelete ? (
            <Button variant="link" aria-label={t('deleteNamed', { value })} onClick={onDelete}>
              {t('delete')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** A path becomes a link, a callback a button; both look like links. */
function ActionControl({
  action,
  label,
  children,
}: {
  action: ContactAction;
  /** The accessible name, when the visible text alone does not say which row it acts on. */
  label?: string;
  children: string;
}) {
  return typeof action === 'string' ? (
    <LinkButton variant="link" to={action} aria-label={label}>
      {children}
    </LinkButton>
  ) : (
    <Button variant="link" aria-label={label} onClick={action}>
      {children}
    </Button>
  );
}

type DeleteOutcome = 'deleted' | 'failed' | 'handled';

/**
 * One deletion: DELETE, then the method leaves the cached list at once and the list is read again
 * (the "only one of its type" flags change with it); a success toast. A 404 means it was already
 * gone: the same. A failure says so in a toast too. A 403 or 412 is the app-wide handler's, which is
 * already navigating.
 */
function useDeleteContactMethod(): (method: ContactMethod) => Promise<DeleteOutcome> {
  const { t } = useTranslation('contacts');
  const queryClient = useQueryClient();
  const toast = useToast();
  const mutation = useMutation(deleteContactMethodMutationOptions());
  return async (method) => {
    try {
      await mutation.mutateAsync(method);
    } catch (error) {
      if (isHandledGlobally(error)) return 'handled';
      // Not (or no longer) the person's: it is gone, which is what they asked for.
      if (!hasCode(error, 'RESOURCE_NOT_FOUND')) {
        // The spec's toast and "then reloads", behind the question, which stays open for another try.
        toast.show({ type: 'error', message: t('toasts.FAILED_TO_DELETE_CONTACT_METHOD') });
        void invalidateContactInfo(queryClient);
        return 'failed';
      }
    }
    const id = contactMethodId(method);
    queryClient.setQueryData(
      contactInfoQueryOptions().queryKey,
      (old: ContactInfo | undefined) =>
        old && {
          emails: old.emails.filter((other) => contactMethodId(other) !== id),
          phones: old.phones.filter((other) => contactMethodId(other) !== id),
        },
    );
    await invalidateContactInfo(queryClient);
    toast.show({ type: 'success', message: t('toasts.DELETED_CONTACT_METHOD') });
    return 'deleted';
  };
}
