import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { AnimationEvent, CSSProperties, FocusEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';
import { CheckCircleIcon, CloseIcon, ErrorIcon, InfoIcon } from './icons';
import { toastEdge } from './toastPlacement';

export type ToastType = 'success' | 'info' | 'error';

export interface ToastOptions {
  message: ReactNode;
  type?: ToastType;
  /**
   * Says it once for good: a toast with a key this provider has shown is refused even after it went
   * (one failure of a lookup that several readers see, each at its own time). Without it, the same
   * words are refused only while they show.
   */
  once?: string;
}

export interface ToastApi {
  /** Shows a toast; returns its id. */
  show: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
}

interface ToastItem {
  id: number;
  type: ToastType;
  message: ReactNode;
}

const ToastContext = createContext<ToastApi | null>(null);
/**
 * Registers an element inside an open modal dialog as where toasts show; returns the unregistration.
 * ./Modal.tsx uses it (kept there: the sign-in page carries this module, not the dialog).
 */
type RegisterHost = (host: HTMLElement) => () => void;
export const ToastHostContext = createContext<RegisterHost | null>(null);

/** Extra time the fallback timer waits beyond the animations, so that they win when they run. */
const FALLBACK_SLACK_MS = 500;
/** A toast is gone after its enter and its exit animations have ended (two `animationend`s). */
const ANIMATIONS_PER_TOAST = 2;

export interface ToastProviderProps {
  children?: ReactNode;
  /**
   * Total time a toast is shown, enter and exit animations included (default 5000). Without animations
   * (reduced motion, jsdom) a timer removes it after this plus a little slack.
   */
  durationMs?: number;
}

/**
 * Holds the toasts and renders their live regions (role="status" for success/info, role="alert" for
 * error). While a modal dialog is open the rest of the page is inert: a toast there could be neither
 * reached nor, by some screen readers, heard. So the regions move into the open dialog (the last one
 * opened, ./Modal.tsx) and back to the page when it closes.
 */
export function ToastProvider({ children, durationMs = 5000 }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [hosts, setHosts] = useState<HTMLElement[]>([]);
  const registerHost = useCallback<RegisterHost>((host) => {
    setHosts((current) => [...current, host]);
    return () => setHosts((current) => current.filter((other) => other !== host));
  }, []);
  // What shows, kept in step with every call: two calls in one render see each other.
  const showing = useRef<ToastItem[]>([]);
  const nextId = useRef(0);
  // The `once` keys said so far, with the id of the toast that said each.
  const said = useRef(new Map<string, number>());
  const update = useCallback((change: (current: ToastItem[]) => ToastItem[]) => {
    showing.current = change(showing.current);
    setToasts(showing.current);
  }, []);

  const dismiss = useCallback(
    (id: number) => update((current) => current.filter((toast) => toast.id !== id)),
    [update],
  );

  const show = useCallback(
    ({ message, type = 'info', once }: ToastOptions) => {
      const saidBefore = once === undefined ? undefined : said.current.get(once);
      if (saidBefore !== undefined) return saidBefore;
      // The same words already showing are said once (two flag lookups failing together, say).
      const same = showing.current.find((toast) => toast.type === type && toast.message === message);
      const id = same ? same.id : (nextId.current += 1);
      if (once !== undefined) said.current.set(once, id);
      if (!same) update((current) => [...current, { id, type, message }]);
      return id;
    },
    [update],
  );

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);
  const errors = toasts.filter((toast) => toast.type === 'error');
  const others = toasts.filter((toast) => toast.type !== 'error');

  const host = hosts.at(-1);
  const region = useRef<HTMLDivElement>(null);
  // The toasts never cover the focused control (WCAG 2.4.11) and never move the page to avoid it: a
  // page that scrolls or grows as a toast comes moves the control under the pointer. They take the
  // viewport's other edge instead (./toastPlacement.ts), chosen again as the focus moves, the window
  // changes size or a toast comes or goes (first before the toast is painted).
  useLayoutEffect(() => {
    const toastsBox = region.current;
    if (toasts.length === 0 || !toastsBox) return undefined;
    const place = () => {
      const active = document.activeElement;
      // A toast being read or dismissed from the keyboard stays where it is.
      if (toastsBox.contains(active)) return;
      // In a dialog not yet open (./Modal.tsx opens it a task later), there is no box to measure, only a
      // forced layout: it is placed as the dialog opens and takes the focus.
      if (toastsBox.closest('dialog:not([open])')) return;
      const focused = active === document.body ? null : active;
      toastsBox.dataset.edge = toastEdge(
        window.innerHeight,
        toastsBox.getBoundingClientRect(),
        toastsBox.dataset.edge === 'top' ? 'top' : 'bottom',
        focused?.getBoundingClientRect(),
        focused?.closest('form, dialog')?.getBoundingClientRect(),
      );
    };
    place();
    document.addEventListener('focusin', place);
    window.addEventListener('resize', place);
    return () => {
      document.removeEventListener('focusin', place);
      window.removeEventListener('resize', place);
      delete toastsBox.dataset.edge;
    };
  }, [toasts, host]);
  const regions = (
    <div className="toasts" ref={region}>
      {/* The live regions exist before any toast is added, so additions are announced. */}
      <div role="alert" aria-live="assertive" className="toasts__list">
        {errors.map((toast) => (
          <Toast key={toast.id} toast={toast} durationMs={durationMs} onDismiss={dismiss} />
        ))}
      </div>
      <div role="status" aria-live="polite" className="toasts__list">
        {others.map((toast) => (
          <Toast key={toast.id} toast={toast} durationMs={durationMs} onDismiss={dismiss} />
        ))}
      </div>
    </div>
  );

  return (
    <ToastContext.Provider value={api}>
      <ToastHostContext.Provider value={registerHost}>
        {children}
        {host ? createPortal(regions, host) : regions}
      </ToastHostContext.Provider>
    </ToastContext.Provider>
  );
}

/** `{ show, dismiss }` of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a <ToastProvider>');
  return api;
}

const ICONS = { success: CheckCircleIcon, error: ErrorIcon, info: InfoIcon } as const;

function Toast({
  toast,
  durationMs,
  onDismiss,
}: {
  toast: ToastItem;
  durationMs: number;
  onDismiss: (id: number) => void;
}) {
  const { t } = useTranslation('common');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const animationsEnded = useRef(0);
  const { id } = toast;

  // Fallback for when the animations do not run; paused while hovered or focused (WCAG 2.2.1).
  useEffect(() => {
    if (paused) return undefined;
    const timer = setTimeout(() => onDismiss(id), durationMs + FALLBACK_SLACK_MS);
    return () => clearTimeout(timer);
  }, [paused, durationMs, id, onDismiss]);

  const handleAnimationEnd = (event: AnimationEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    animationsEnded.current += 1;
    if (animationsEnded.current >= ANIMATIONS_PER_TOAST) onDismiss(id);
  };

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const Icon = ICONS[toast.type];
  return (
    <div
      className={cx('toast', `toast--${toast.type}`, paused && 'toast--paused')}
      style={{ '--toast-duration': `${durationMs}ms` } as CSSProperties}
      data-toast-type={toast.type}
      onAnimationEnd={handleAnimationEnd}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
    >
      <Icon className="toast__icon" />
      <div className="toast__message">{toast.message}</div>
      <button
        type="button"
        className="toast__close"
        aria-label={t('dismissNotification')}
        title={t('dismissNotification')}
        onClick={() => onDismiss(id)}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
