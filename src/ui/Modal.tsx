import { useContext, useId, useLayoutEffect, useRef } from 'react';
import type { CSSProperties, KeyboardEvent, ReactNode, Ref, RefObject, SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import type { ButtonVariant } from './Button';
import { cx } from './cx';
import { CloseIcon } from './icons';
import { ToastHostContext } from './Toasts';

export interface ModalAction {
  /** Defaults to `common:ok` (primary) / `common:cancel` (secondary). */
  label?: string;
  /** Defaults to `onClose`. */
  onClick?: () => void;
  busy?: boolean;
  disabled?: boolean;
  variant?: ButtonVariant;
  /** Make it a submit button of the form with this id (e.g. a form in the body). */
  form?: string;
  className?: string;
  /** The secondary button's element (e.g. to focus Cancel first); the primary one is the modal's own. */
  ref?: Ref<HTMLButtonElement>;
}

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** Called on Escape, the close button, a default action, or when the browser closes the dialog. */
  onClose: () => void;
  /** The primary button; undefined → an "OK" button that calls onClose; null → none. */
  primaryAction?: ModalAction | null;
  /** The secondary button; undefined or null → none; `{}` → a "Cancel" button that calls onClose. */
  secondaryAction?: ModalAction | null;
  /** Element to focus on open; by default the first action (the primary button). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Maximum width in px (e.g. 450, 750). Default 450. */
  width?: number;
  /** Escape and the close (×) button close the modal. Default true. */
  dismissible?: boolean;
  className?: string;
  /** `alertdialog` for a question that interrupts (a confirmation); its message is `descriptionId`. */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that describes the dialog (aria-describedby). */
  descriptionId?: string;
}

/**
 * A modal on the native `<dialog>` (`showModal()`: top layer, inert background, focus containment),
 * labelled by its title. Controlled: it stays open until the parent sets `open` to false. It opens in
 * the task after the one that rendered it. Focus goes to `initialFocusRef` or the first action, and
 * back to the previously focused element on close.
 */
export function Modal(props: ModalProps) {
  return props.open ? <OpenModal {...props} /> : null;
}

function OpenModal({
  title,
  children,
  onClose,
  primaryAction,
  secondaryAction,
  initialFocusRef,
  width = 450,
  dismissible = true,
  className,
  role,
  descriptionId,
}: ModalProps) {
  const { t } = useTranslation('common');
  const titleId = `${useId()}-title`;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const firstActionRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  const mountedRef = useRef(true);
  const initialFocus = useRef(initialFocusRef);
  // The page behind is inert while the dialog is open: toasts raised meanwhile show in here.
  const toastHostRef = useRef<HTMLDivElement>(null);
  const registerToastHost = useContext(ToastHostContext);
  useLayoutEffect(() => {
    const host = toastHostRef.current;
    return registerToastHost && host ? registerToastHost(host) : undefined;
  }, [registerToastHost]);

  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    mountedRef.current = true;
    // In a task of its own, after the commit's: showModal() makes the page behind inert, which restyles
    // the whole document. With the render that opened it (a form's answer, its toast) that was one task
    // of 100 to 180 ms on the phone profile at 6x (account settings' password-changed dialog); apart, the
    // opening's task is 55 to 80 ms, and that page's long tasks fell from 404.5 to 310 ms (medians of 10
    // alternated runs). The focus moves then too (only on open: later renders must not steal it).
    const opening = setTimeout(() => {
      if (!dialog.open) {
        if (typeof dialog.showModal === 'function') dialog.showModal();
        else dialog.setAttribute('open', '');
      }
      const target = initialFocus.current?.current ?? firstActionRef.current;
      target?.focus();
    });
    return () => {
      clearTimeout(opening);
      mountedRef.current = false;
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    // Cancelling the keydown also stops the browser's own close request (no double onClose).
    event.preventDefault();
    event.stopPropagation();
    if (dismissible) onClose();
  };

  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // A close request the keydown handler did not see (e.g. Android back): stay controlled.
    event.preventDefault();
    if (dismissible) onClose();
  };

  const handleNativeClose = () => {
    // The browser closed the dialog although we are still mounted (an uncancellable close request).
    // A queued close event of our own cleanup (StrictMode remount) finds the dialog open again: ignore it.
    if (mountedRef.current && !dialogRef.current?.open) onCloseRef.current();
  };

  const primary = primaryAction === undefined ? {} : primaryAction;
  const secondary = secondaryAction ?? null;

  return (
    <dialog
      ref={dialogRef}
      className={cx('modal', className)}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      style={{ '--modal-width': `${width}px` } as CSSProperties}
      onKeyDown={handleKeyDown}
      onCancel={handleCancel}
      onClose={handleNativeClose}
    >
      <div className="modal__header">
        <h2 id={titleId}>{title}</h2>
        {dismissible && (
          <button
            type="button"
            className="modal__close"
            aria-label={t('close')}
            title={t('close')}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        )}
      </div>
      <div className="modal__body">{children}</div>
      {(primary || secondary) && (
        <div className="modal__actions actions">
          {primary && (
            <Button
              ref={firstActionRef}
              variant={primary.variant ?? 'primary'}
              className={primary.className}
              busy={primary.busy}
              disabled={primary.disabled}
              type={primary.form ? 'submit' : 'button'}
              form={primary.form}
              onClick={primary.onClick ?? (primary.form ? undefined : onClose)}
            >
              {primary.label ?? t('ok')}
            </Button>
          )}
          {secondary && (
            <Button
              ref={primary ? secondary.ref : firstActionRef}
              variant={secondary.variant ?? 'secondary'}
              className={secondary.className}
              busy={secondary.busy}
              disabled={secondary.disabled}
              onClick={secondary.onClick ?? onClose}
            >
              {secondary.label ?? t('cancel')}
            </Button>
          )}
        </div>
      )}
      <div ref={toastHostRef} />
    </dialog>
  );
}
