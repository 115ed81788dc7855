import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../lib/nextTask';
import { Modal } from './Modal';
import type { ModalProps } from './Modal';

function Harness(props: Partial<ModalProps> & { onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  const { onClosed, ...rest } = props;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Remove device"
        onClose={() => {
          onClosed?.();
          setOpen(false);
        }}
        {...rest}
      >
        <p>Remove this phone?</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  afterEach(() => {
    // @ts-expect-error -- removing the test-only polyfill
    delete HTMLDialogElement.prototype.showModal;
  });

  it('renders nothing while closed', () => {
    render(<Modal open={false} title="Hidden" onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens as a dialog labelled by its title, focusing the first action, restoring focus on close', async () => {
    const onClosed = vi.fn();
    render(<Harness onClosed={onClosed} secondaryAction={{}} width={750} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Remove device' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog.style.getPropertyValue('--modal-width')).toBe('750px');
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape through onClose (once), unless not dismissible', async () => {
    const onClosed = vi.fn();
    const { unmount } = render(<Harness onClosed={onClosed} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    const onClose = vi.fn();
    render(<Modal open title="Session" onClose={onClose} dismissible={false} />);
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('runs custom actions with custom labels and has a close button', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <Modal
        open
        title="Sign out?"
        onClose={onClose}
        primaryAction={{ label: 'Sign out', onClick: onConfirm }}
        secondaryAction={{ label: 'Stay' }}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('focuses the given initial element', async () => {
    function WithInput() {
      const ref = useRef<HTMLInputElement>(null);
      return (
        <Modal open title="Start impersonation" onClose={() => {}} initialFocusRef={ref}>
          <label htmlFor="reason">Reason</label>
          <input id="reason" ref={ref} />
        </Modal>
      );
    }
    render(<WithInput />);
    await waitFor(() => expect(screen.getByLabelText('Reason')).toHaveFocus());
  });

  it('uses showModal() where the browser has it', async () => {
    const showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    HTMLDialogElement.prototype.showModal = showModal;
    render(<Modal open title="Native" onClose={() => {}} />);
    expect(await screen.findByRole('dialog', { name: 'Native' })).toBeInTheDocument();
    expect(showModal).toHaveBeenCalledTimes(1);
  });

  it('opens in the task after the one that rendered it, the focus moving then, once it can hold it', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    // Rendered, not yet open: showModal's restyle of the page is not this task's.
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
    await nextTask();
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
  });

  it('closed before it opened: never opens, and the focus stays where it was', async () => {
    const { rerender } = render(<Modal open title="Brief" onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { hidden: true });
    rerender(<Modal open={false} title="Brief" onClose={() => {}} />);
    await nextTask();
    expect(dialog).not.toHaveAttribute('open');
    expect(document.body).toHaveFocus();
  });
});
