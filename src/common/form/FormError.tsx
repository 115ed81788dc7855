import { useTranslation } from 'react-i18next';
import { FocusedAlert } from '../../ui/Alert';
import type { FormErrorContent } from './useAppForm';

export interface FormErrorProps {
  /** `useAppForm`'s `formError`: i18n keys; nothing renders while it is null. */
  error: (FormErrorContent & { key?: number }) | null;
  /** `useAppForm`'s `formErrorId`, which the fields the error is about point at. */
  id?: string;
  /** `useAppForm`'s `slow`: a request still running after a few seconds is said in words. */
  slow?: boolean;
}

/**
 * The error block of a form: an error about the request as a whole (no answer, a snag) or about a
 * field that the server, not the schema, rejected. It takes the focus when it appears, so keyboard
 * and screen-reader users land on the message (role="alert" announces it too), and Tab goes on to
 * the Try again button (a transient failure) or the first field. Place it first in the `<form>`
 * (`FormShell` does). `data-failure` names a transient failure's kind (./transient.ts), in any
 * language: what tests and a support session read, as `data-result-kind` on a result page.
 */
export function FormError({ error, id, slow = false }: FormErrorProps) {
  const { t, i18n } = useTranslation('common');
  return (
    <>
      {/* Always in the page, so the words are announced when they appear. */}
      <p role="status" className="form-status" data-testid="form-slow">
        {slow ? t('transient.slow') : null}
      </p>
      {error ? (
        // A new key is a new error (even with the same words): a fresh block, focused again.
        <FocusedAlert
          key={error.key}
          id={id}
          title={i18n.t(error.titleKey)}
          message={i18n.t(error.messageKey)}
          onRetry={error.retry}
          data-failure={error.failure}
        />
      ) : null}
    </>
  );
}
