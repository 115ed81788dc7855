import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { Modal } from './Modal';
import { ToastProvider, useToast } from './Toasts';
import type { ToastOptions } from './Toasts';

function Trigger({ options }: { options: ToastOptions }) {
  const { show } = useToast();
  return (
    <button type="button" onClick={() => show(options)}>
      Notify
    </button>
  );
}

function setup(options: ToastOptions, durationMs = 1000) {
  render(
    <ToastProvider durationMs={durationMs}>
      <Trigger options={options} />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
}

describe('Toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces success politely in a status region that existed before', () => {
    render(
      <ToastProvider>
        <Trigger options={{ message: 'Password changed', type: 'success' }} />
      </ToastProvider>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(status).toHaveTextContent('Password changed');
  });

  it('announces errors assertively (role="alert")', () => {
    setup({ message: 'Could not save', type: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('disappears by timer when animations do not run', () => {
    setup({ message: 'Saved', type: 'info' }, 1000);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('says the same words once while they show, and again once they are gone', () => {
    setup({ message: 'Some settings could not be loaded', type: 'error' }, 1000);
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getAllByText('Some settings could not be loaded')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1600));
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getAllByText('Some settings could not be loaded')).toHaveLength(1);
  });

  it('says a toast with a once key one time only, even after it went; another key is said again', () => {
    const { rerender } = render(
      <ToastProvider durationMs={1000}>
        <Trigger options={{ message: 'Some settings could not be loaded', type: 'error', once: 'flag@1' }} />
      </ToastProvider>,
    );
    const notify = () => fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    notify();
    expect(screen.getAllByText('Some settings could not be loaded')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1600));
    expect(screen.queryByText('Some settings could not be loaded')).toBeNull();
    notify();
    expect(screen.queryByText('Some settings could not be loaded')).toBeNull();
    rerender(
      <ToastProvider durationMs={1000}>
        <Trigger options={{ message: 'Some settings could not be loaded', type: 'error', once: 'flag@2' }} />
      </ToastProvider>,
    );
    notify();
    expect(screen.getAllByText('Some settings could not be loaded')).toHaveLength(1);
  });

  it('disappears after its enter and exit animations end', () => {
    setup({ message: 'Saved', type: 'success' }, 60_000);
    const toast = screen.getByText('Saved').closest('.toast');
    if (!toast) throw new Error('no toast');
    expect(toast).toHaveStyle({ '--toast-duration': '60000ms' });
    fireEvent.animationEnd(toast);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    fireEvent.animationEnd(toast);
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('pauses while hovered and can be dismissed with its close button', () => {
    setup({ message: 'Email sent', type: 'info' }, 1000);
    const toast = screen.getByText('Email sent').closest('.toast');
    if (!toast) throw new Error('no toast');
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Email sent')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Email sent')).toBeNull();
  });

  it('useToast needs a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger options={{ message: 'x' }} />)).toThrow(/ToastProvider/);
  });
});

describe('Toasts never cover the focused control, and never move the page', () => {
  /**
   * jsdom lays nothing out: a 667 px viewport whose toasts' box is 577–651 at the foot and 16–90 at the
   * head, and every other element at `fieldTop`…`fieldTop + 50`.
   */
  function layOut(fieldTop: number) {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(667);
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const atHead = this instanceof HTMLElement && this.dataset.edge === 'top';
      const [top, bottom] = this.classList.contains('toasts')
        ? atHead
          ? [16, 90]
          : [577, 651]
        : [fieldTop, fieldTop + 50];
      return { top, bottom, left: 16, right: 359 } as DOMRect;
    });
  }
  afterEach(() => {
    vi.restoreAllMocks();
  });

  function renderWithField() {
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(
      <ToastProvider durationMs={60_000}>
        <Trigger options={{ message: 'Saved', type: 'success' }} />
        <input aria-label="Last field" />
      </ToastProvider>,
    );
    const field = screen.getByRole('textbox', { name: 'Last field' });
    const toasts = () => screen.getByRole('status').parentElement!;
    return { field, toasts, scrolled: () => scrollBy.mock.calls.length + scrollTo.mock.calls.length };
  }

  it('shows the toasts at the head when at the foot they would cover the focused control', () => {
    layOut(600);
    const { field, toasts, scrolled } = renderWithField();
    act(() => field.focus());
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(toasts()).toHaveAttribute('data-edge', 'top');
    expect(scrolled()).toBe(0);
    expect(document.documentElement.getAttribute('style')).toBeNull();
  });

  it('moves them as the focus moves: to the foot for a control at the head, back for one at the foot', () => {
    layOut(30);
    const { field, toasts } = renderWithField();
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    act(() => field.focus());
    expect(toasts()).toHaveAttribute('data-edge', 'bottom');
    layOut(600);
    act(() => screen.getByRole('button', { name: 'Notify' }).focus());
    expect(toasts()).toHaveAttribute('data-edge', 'top');
  });

  it('places them again when the window changes size, and forgets the place once they are gone', () => {
    layOut(300);
    const { field, toasts, scrolled } = renderWithField();
    act(() => field.focus());
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(toasts()).toHaveAttribute('data-edge', 'bottom');
    layOut(600);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(toasts()).toHaveAttribute('data-edge', 'top');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(toasts()).not.toHaveAttribute('data-edge');
    expect(scrolled()).toBe(0);
  });

  it('stays where it is while its own close button has the focus', () => {
    layOut(600);
    const { toasts } = renderWithField();
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(toasts()).toHaveAttribute('data-edge', 'bottom');
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).focus());
    expect(toasts()).toHaveAttribute('data-edge', 'bottom');
  });
});

/** A dialog whose button raises a toast, and a button on the page that opens it. */
function DialogRaising() {
  const [open, setOpen] = useState(false);
  const { show } = useToast();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} title="Add client" onClose={() => setOpen(false)}>
        <button type="button" onClick={() => show({ message: 'Could not add', type: 'error' })}>
          Add
        </button>
      </Modal>
    </>
  );
}

describe('Toasts while a modal dialog is open', () => {
  it('show inside the dialog, not in the inert page behind it, and on the page again once it closes', async () => {
    render(
      <ToastProvider>
        <DialogRaising />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add client' });
    // The live regions are in the dialog before the toast comes, so it is announced.
    expect(dialog).toContainElement(screen.getByRole('alert'));
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(dialog).toContainElement(screen.getByText('Could not add'));
    // Reachable from the keyboard inside the dialog: its dismiss button is there too.
    expect(dialog).toContainElement(screen.getByRole('button', { name: 'Dismiss notification' }));

    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not add');
  });

  it('raised with the dialog that opens, is placed once the dialog is open, not in it closed', async () => {
    const measured = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    function SavedWithDialog() {
      const [open, setOpen] = useState(false);
      const { show } = useToast();
      const save = () => {
        show({ message: 'Password changed', type: 'success' });
        setOpen(true);
      };
      return (
        <>
          <button type="button" onClick={save}>
            Save
          </button>
          <Modal open={open} title="Signing out" onClose={() => setOpen(false)} />
        </>
      );
    }
    render(
      <ToastProvider>
        <SavedWithDialog />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const toasts = screen.getByText('Password changed').closest('.toasts') as HTMLElement;
    expect(toasts.closest('dialog')).not.toHaveAttribute('open');
    expect(toasts).not.toHaveAttribute('data-edge');
    expect(measured.mock.contexts).not.toContain(toasts);
    const dialog = await screen.findByRole('dialog', { name: 'Signing out' });
    expect(dialog).toContainElement(toasts);
    expect(toasts).toHaveAttribute('data-edge');
    measured.mockRestore();
  });
});
