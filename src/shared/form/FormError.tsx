import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/Alert';
import type { FormErrorContent } from './useAppForm';

export interface FormErrorProps {
  /** `useAppForm`'s `formError`: i18n keys; nothing renders while it is null. */
  error: (FormErrorContent & { key?: number }) | null;
  /** `useAppForm`'s `formErrorId`, which the fields the error is about point at. */
  id?: string;
}

/**
 * The error block of a form: an error about the request as a whole (no answer, a snag) or about a
 * field that the server, not the schema, rejected. It takes the focus when it appears, so keyboard
 * and screen-reader users land on the message (role="alert" announces it too), and Tab goes on to
 * the first field. Place it first in the `<form>`.
 */
export function FormError({ error, id }: FormErrorProps) {
  if (!error) return null;
  // A new key is a new error (even with the same words): a fresh block, focused again.
  return <FocusedAlert key={error.key} id={id} titleKey={error.titleKey} messageKey={error.messageKey} />;
}

function FocusedAlert({ id, titleKey, messageKey }: FormErrorContent & { id: string | undefined }) {
  const { i18n } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Alert ref={ref} id={id} status="error" tabIndex={-1} title={i18n.t(titleKey)}>
      {i18n.t(messageKey)}
    </Alert>
  );
}
