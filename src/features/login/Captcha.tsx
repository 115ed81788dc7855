import { forwardRef, useEffect, useId, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField, FieldError } from '../../ui/Field';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { assignRef, useLatest } from '../../ui/refs';
import { appScriptUrl } from '../../lib/trusted-types';

/**
 * A captcha answer is good for two minutes; after that the field is invalid again. The limit is the
 * provider's and cannot be turned off or extended here, so the expiry is announced (a live region, not
 * only a change on screen) and the check is asked again at once; nothing else typed is lost, and a
 * passkey signs in without it.
 */
export const CAPTCHA_TOKEN_LIFETIME_MS = 2 * 60 * 1000;
/** Prefix of the local widget's tokens (the mock server accepts any non-empty token). */
export const LOCAL_CAPTCHA_PREFIX = 'local-captcha-';

export interface CaptchaProps {
  siteKey: string;
  /** Empty: the local widget, no network (mock mode). Otherwise the challenge script to load. */
  scriptUrl: string;
  /**
   * The script's Subresource Integrity hash (`sha384-…`), for a provider whose script URL is fixed
   * (a versioned file); without it the browser takes whatever the URL serves.
   */
  scriptIntegrity?: string | undefined;
  /** Called with a token when the challenge is passed, with null when it expires or is undone. */
  onToken: (token: string | null) => void;
  /** The field's error ('This field is required' while no token is held). */
  error?: string | undefined;
}

/**
 * The captcha the server asks for after failed sign-ins: the real challenge when a script URL is
 * configured, else a local stand-in with the same contract. Remount it (change its `key`) to reset it.
 */
export const Captcha = forwardRef<HTMLElement, CaptchaProps>(function Captcha({ scriptUrl, ...props }, ref) {
  return scriptUrl ? (
    <ScriptCaptcha ref={ref} scriptUrl={scriptUrl} {...props} />
  ) : (
    <LocalCaptcha ref={ref} {...props} />
  );
});

/**
 * Says the expiry to a screen reader. Always in the page, empty until the answer expires: a live
 * region added together with its text is not reliably announced.
 */
function ExpiryStatus({ message }: { message: string | null }) {
  return (
    <VisuallyHidden as="p" role="status">
      {message}
    </VisuallyHidden>
  );
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return LOCAL_CAPTCHA_PREFIX + Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** "I'm not a robot": ticking yields a token that expires after CAPTCHA_TOKEN_LIFETIME_MS. */
const LocalCaptcha = forwardRef<HTMLElement, Omit<CaptchaProps, 'scriptUrl'>>(function LocalCaptcha(
  { onToken, error },
  ref,
) {
  const { t } = useTranslation('login');
  const [checked, setChecked] = useState(false);
  const [expired, setExpired] = useState(false);
  const onTokenRef = useLatest(onToken);

  useEffect(() => {
    if (!checked) return undefined;
    const timer = setTimeout(() => {
      setChecked(false);
      setExpired(true);
      onTokenRef.current(null);
    }, CAPTCHA_TOKEN_LIFETIME_MS);
    return () => clearTimeout(timer);
  }, [checked, onTokenRef]);

  return (
    <div className="captcha" data-testid="captcha">
      <CheckboxField
        ref={ref as Ref<HTMLInputElement>}
        label={t('captcha.notARobot')}
        checked={checked}
        required
        // One message, not two: an expired answer that is also required says only that it expired.
        description={expired && !error ? t('captcha.expired') : undefined}
        error={error && expired ? t('captcha.expired') : error}
        onChange={(event) => {
          const next = event.target.checked;
          setChecked(next);
          setExpired(false);
          onToken(next ? randomToken() : null);
        }}
      />
      <ExpiryStatus message={expired ? t('captcha.expired') : null} />
    </div>
  );
});

type Grecaptcha = {
  ready(callback: () => void): void;
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): number;
};

const scriptLoads = new Map<string, Promise<void>>();

/** Loads a script once per URL; a failed load can be tried again by the next widget. */
export function loadCaptchaScript(url: string, integrity?: string): Promise<void> {
  const pending = scriptLoads.get(url);
  if (pending) return pending;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    // Through the app's Trusted Types policy: only the configured captcha URL passes; another throws
    // here, which rejects this load as a failed one would.
    script.src = appScriptUrl(url);
    if (integrity) {
      script.setAttribute('integrity', integrity);
      // Integrity needs a CORS fetch; no credentials go to the provider.
      script.setAttribute('crossorigin', 'anonymous');
    }
    script.async = true;
    script.defer = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scriptLoads.delete(url);
      script.remove();
      reject(new Error('captcha script failed to load'));
    };
    document.head.appendChild(script);
  });
  scriptLoads.set(url, load);
  return load;
}

function grecaptcha(): Grecaptcha | undefined {
  return (globalThis as { grecaptcha?: Grecaptcha }).grecaptcha;
}

/** The configured challenge (reCAPTCHA-style API: `grecaptcha.render(container, { sitekey, … })`). */
const ScriptCaptcha = forwardRef<HTMLElement, CaptchaProps>(function ScriptCaptcha(
  { scriptUrl, scriptIntegrity, siteKey, onToken, error },
  ref,
) {
  const { t } = useTranslation('login');
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [failed, setFailed] = useState(false);
  // The provider's widget shows its own "expired" and asks again; this says it to a screen reader.
  const [expired, setExpired] = useState(false);
  const errorId = `${useId()}-captcha-error`;
  const onTokenRef = useLatest(onToken);

  useEffect(() => {
    let cancelled = false;
    loadCaptchaScript(scriptUrl, scriptIntegrity)
      .then(() => {
        const api = grecaptcha();
        if (!api) throw new Error('captcha API missing');
        api.ready(() => {
          const container = containerRef.current;
          if (cancelled || !container) return;
          // A fresh element per widget: the API refuses to render twice into the same one.
          const slot = document.createElement('div');
          container.replaceChildren(slot);
          api.render(slot, {
            sitekey: siteKey,
            callback: (token) => {
              setExpired(false);
              onTokenRef.current(token);
            },
            'expired-callback': () => {
              setExpired(true);
              onTokenRef.current(null);
            },
            'error-callback': () => onTokenRef.current(null),
          });
        });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [scriptUrl, scriptIntegrity, siteKey, onTokenRef]);

  const message = failed ? t('captcha.loadFailed') : error;
  return (
    <div className="captcha field" data-testid="captcha">
      <div
        ref={(node) => {
          containerRef.current = node;
          assignRef(ref, node);
        }}
        tabIndex={-1}
        role="group"
        aria-label={t('captcha.label')}
        aria-describedby={message ? errorId : undefined}
      />
      {message ? <FieldError id={errorId}>{message}</FieldError> : null}
      <ExpiryStatus message={expired ? t('captcha.expiredAgain') : null} />
    </div>
  );
});
