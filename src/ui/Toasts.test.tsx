import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import './test-i18n';
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

describe('Toasts never cover the focused control', () => {
  /** jsdom lays nothing out: the toasts' box starts at `toastsTop`, each other element's ends at `bottom`. */
  function layOut(toastsTop: number, bottom: number) {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const top = this.classList.contains('toasts') ? toastsTop : bottom - 40;
      return { top, bottom: this.classList.contains('toasts') ? 700 : bottom } as DOMRect;
    });
    return vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
  }
  afterEach(() => {
    vi.restoreAllMocks();
  });

  function renderWithField() {
    render(
      <ToastProvider durationMs={60_000}>
        <Trigger options={{ message: 'Saved', type: 'success' }} />
        <input aria-label="Last field" />
      </ToastProvider>,
    );
  }

  it('scrolls a control focused behind a toast clear of it, and leaves room for that at the end', () => {
    renderWithField();
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(document.documentElement.style.getPropertyValue('--toast-space')).toMatch(/px$/);
    const scrollBy = layOut(600, 640);
    act(() => screen.getByRole('textbox', { name: 'Last field' }).focus());
    expect(scrollBy).toHaveBeenCalledWith(0, 48);
  });

  it('does not scroll for a control above the toasts, and gives the room back when they are gone', () => {
    renderWithField();
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    const scrollBy = layOut(600, 560);
    act(() => screen.getByRole('textbox', { name: 'Last field' }).focus());
    expect(scrollBy).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(document.documentElement.style.getPropertyValue('--toast-space')).toBe('');
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
  it('show inside the dialog, not in the inert page behind it, and on the page again once it closes', () => {
    render(
      <ToastProvider>
        <DialogRaising />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Add client' });
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
});
