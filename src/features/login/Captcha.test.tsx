import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../app/i18n';
import { Captcha, CAPTCHA_TOKEN_LIFETIME_MS, LOCAL_CAPTCHA_PREFIX, loadCaptchaScript } from './Captcha';

const i18n = initI18n('en-US');

/** Renders the widget; a script URL given is the configured one, the only one the app's policy allows. */
function renderCaptcha(props: Partial<Parameters<typeof Captcha>[0]> = {}) {
  if (props.scriptUrl) vi.stubEnv('VITE_CAPTCHA_SCRIPT_URL', props.scriptUrl);
  const onToken = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <Captcha siteKey="site-key" scriptUrl="" onToken={onToken} {...props} />
    </I18nextProvider>,
  );
  return onToken;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  delete (globalThis as { grecaptcha?: unknown }).grecaptcha;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('local captcha (no script configured)', () => {
  it('yields a local token when ticked, with no network', () => {
    const onToken = renderCaptcha({ error: 'This field is required' });
    const box = screen.getByRole('checkbox', { name: /I'm not a robot/ });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/This field is required/);
    fireEvent.click(box);
    expect(onToken).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`^${LOCAL_CAPTCHA_PREFIX}[0-9a-f]{32}$`)),
    );
    fireEvent.click(box);
    expect(onToken).toHaveBeenLastCalledWith(null);
  });

  it('expires after two minutes, which invalidates the field', () => {
    vi.useFakeTimers();
    const onToken = renderCaptcha();
    const box = screen.getByRole('checkbox', { name: /I'm not a robot/ });
    fireEvent.click(box);
    expect(box).toBeChecked();
    act(() => vi.advanceTimersByTime(CAPTCHA_TOKEN_LIFETIME_MS - 1));
    expect(onToken).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(onToken).toHaveBeenLastCalledWith(null);
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/check expired/i);
  });

  it('announces the expiry in a live region and asks again, the box unticked', () => {
    vi.useFakeTimers();
    renderCaptcha();
    const status = screen.getByRole('status');
    // The region is there, empty, before the expiry: a region added with its text is not announced.
    expect(status).toBeEmptyDOMElement();
    const box = screen.getByRole('checkbox', { name: /I'm not a robot/ });
    fireEvent.click(box);
    act(() => vi.advanceTimersByTime(CAPTCHA_TOKEN_LIFETIME_MS));
    expect(status).toHaveTextContent('The check expired. Tick the box again.');
    expect(box).not.toBeChecked();
    fireEvent.click(box);
    expect(status).toBeEmptyDOMElement();
  });
});

describe('script captcha', () => {
  it('loads the script once and renders the challenge with the site key', async () => {
    const render = vi.fn((_el: HTMLElement, params: { sitekey: string; callback: (t: string) => void }) => {
      params.callback('real-token');
      return 1;
    });
    const onToken = renderCaptcha({
      scriptUrl: 'https://captcha.example/api.js?render=explicit',
      siteKey: 'k-123',
    });
    const script = document.head.querySelector<HTMLScriptElement>(
      'script[src="https://captcha.example/api.js?render=explicit"]',
    );
    expect(script).not.toBeNull();
    (globalThis as { grecaptcha?: unknown }).grecaptcha = { ready: (cb: () => void) => cb(), render };
    await act(async () => {
      script!.onload?.(new Event('load'));
      await Promise.resolve();
    });
    expect(render).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({ sitekey: 'k-123' }),
    );
    expect(onToken).toHaveBeenCalledWith('real-token');
    // A second widget reuses the loaded script.
    await expect(
      loadCaptchaScript('https://captcha.example/api.js?render=explicit'),
    ).resolves.toBeUndefined();
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('loads a fixed script URL with its Subresource Integrity hash and no credentials', () => {
    renderCaptcha({ scriptUrl: 'https://captcha.example/v3.js', scriptIntegrity: 'sha384-abc' });
    const script = document.head.querySelector<HTMLScriptElement>(
      'script[src="https://captcha.example/v3.js"]',
    );
    expect(script).toHaveAttribute('integrity', 'sha384-abc');
    expect(script).toHaveAttribute('crossorigin', 'anonymous');
  });

  it("announces the challenge's expiry in a live region, and clears it once passed again", async () => {
    let params: { callback: (t: string) => void; 'expired-callback': () => void } | undefined;
    const onToken = renderCaptcha({ scriptUrl: 'https://captcha.example/expiring.js' });
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    (globalThis as { grecaptcha?: unknown }).grecaptcha = {
      ready: (cb: () => void) => cb(),
      render: (_el: HTMLElement, given: typeof params) => {
        params = given;
        return 1;
      },
    };
    const script = document.head.querySelector<HTMLScriptElement>(
      'script[src="https://captcha.example/expiring.js"]',
    );
    await act(async () => {
      script!.onload?.(new Event('load'));
      await Promise.resolve();
    });
    act(() => params!.callback('real-token'));
    act(() => params!['expired-callback']());
    expect(onToken).toHaveBeenLastCalledWith(null);
    expect(status).toHaveTextContent('The security check expired. Complete it again to log in.');
    act(() => params!.callback('next-token'));
    expect(status).toBeEmptyDOMElement();
  });

  it('says so when the script cannot load', async () => {
    renderCaptcha({ scriptUrl: 'https://captcha.example/broken.js' });
    const script = document.head.querySelector<HTMLScriptElement>(
      'script[src="https://captcha.example/broken.js"]',
    );
    await act(async () => {
      script!.onerror?.(new Event('error'));
      await Promise.resolve();
    });
    expect(await screen.findByText(/security check couldn't load/i)).toBeInTheDocument();
  });

  it('loads no script but the configured one (the Trusted Types policy, src/lib/trusted-types.ts)', async () => {
    vi.stubEnv('VITE_CAPTCHA_SCRIPT_URL', 'https://captcha.example/api.js');
    await expect(loadCaptchaScript('https://captcha.example/api.js?other=1')).rejects.toThrow(TypeError);
    await expect(loadCaptchaScript('https://elsewhere.example/api.js')).rejects.toThrow(TypeError);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });
});
