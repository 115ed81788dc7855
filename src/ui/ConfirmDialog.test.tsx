import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../../tests/deferred';
import { ConfirmDialog } from './ConfirmDialog';
import type { ConfirmDialogProps } from './ConfirmDialog';

function Harness(props: Partial<ConfirmDialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Remove phone
      </button>
      <ConfirmDialog
        open={open}
        title="Remove this device?"
        message="You will no longer get codes on it."
        confirmLabel="Remove"
        onConfirm={() => {}}
        {...props}
        onClose={() => {
          props.onClose?.();
          setOpen(false);
        }}
      />
    </>
  );
}

const openDialog = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Remove phone' }));
  return screen.getByRole('alertdialog', { name: 'Remove this device?' });
};

describe('ConfirmDialog', () => {
  it('is an alertdialog named by its title and described by its message', async () => {
    render(<Harness />);
    const dialog = await openDialog();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAccessibleDescription('You will no longer get codes on it.');
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('cancels without confirming, and gives focus back to the opener', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(<Harness onConfirm={onConfirm} onClose={onClose} cancelLabel="Keep it" />);
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove phone' })).toHaveFocus();
  });

  it('destructive: danger styling, and Cancel has the focus first', async () => {
    render(<Harness destructive />);
    await openDialog();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveClass('btn--danger');
  });

  it('is busy while the confirmation runs, then closes and returns focus', async () => {
    const work = deferred();
    const onConfirm = vi.fn(() => work.promise);
    const onClose = vi.fn();
    render(<Harness onConfirm={onConfirm} onClose={onClose} />);
    await openDialog();
    const confirm = screen.getByRole('button', { name: 'Remove' });
    await userEvent.click(confirm);
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    work.resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Remove phone' })).toHaveFocus();
  });

  it('stays open for a retry when the confirmation fails, showing the error', async () => {
    const work = deferred();
    const onClose = vi.fn();
    const { rerender } = render(<Harness onConfirm={() => work.promise} onClose={onClose} />);
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    work.reject(new Error('503'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove' })).not.toHaveAttribute('aria-busy'),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    rerender(
      <Harness onConfirm={() => work.promise} onClose={onClose} error="We could not remove it. Try again." />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('We could not remove it. Try again.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });
});
