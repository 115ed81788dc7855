import { useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Alert } from './Alert';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The question, with what confirming will do. */
  message: ReactNode;
  /** Default `common:ok`; name the action ("Remove device"). */
  confirmLabel?: string;
  /** Default `common:cancel`. */
  cancelLabel?: string;
  /** The action destroys something: a danger-styled confirm button, and Cancel takes the focus first. */
  destructive?: boolean;
  /**
   * May return a promise: the confirm button is busy (and Cancel, Escape and × are off) until it
   * settles. Fulfilled (or no promise): `onClose` follows. Rejected: the dialog stays open for a retry
   * (show why with `error`).
   */
  onConfirm: () => unknown;
  /** Cancel, Escape, ×, or after a confirmation went through. Set `open` to false here. */
  onClose: () => void;
  /** Why the last confirmation failed, shown in the dialog. */
  error?: ReactNode;
  /** The first line of `error`, in the alert's title style (shown only with `error`). */
  errorTitle?: ReactNode;
  /** Maximum width in px. Default 450. */
  width?: number;
}

/**
 * "Are you sure?" on the native `<dialog>` Modal, as an `alertdialog` described by its message. Focus
 * goes back to whatever opened it when it closes (the Modal does that).
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  destructive = false,
  onConfirm,
  onClose,
  error,
  errorTitle,
  width,
}: ConfirmDialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  // A second click before the busy render lands must not confirm twice.
  const running = useRef(false);

  const confirm = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // Stays open: the caller says why through `error`.
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      role="alertdialog"
      descriptionId={messageId}
      onClose={() => {
        if (!running.current) onClose();
      }}
      dismissible={!busy}
      width={width}
      initialFocusRef={destructive ? cancelRef : undefined}
      primaryAction={{
        label: confirmLabel,
        onClick: () => void confirm(),
        busy,
        className: destructive ? 'btn--danger' : undefined,
      }}
      secondaryAction={{ label: cancelLabel, disabled: busy, ref: cancelRef }}
    >
      <div className="stack stack--sm">
        <div id={messageId}>{message}</div>
        {error ? (
          <Alert status="error" title={errorTitle}>
            {error}
          </Alert>
        ) : null}
      </div>
    </Modal>
  );
}
