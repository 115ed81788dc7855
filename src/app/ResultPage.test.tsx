import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import results from '../../locales/en-US/results.json';
import { resolveResultPage } from '../lib/resultPages';
import { RESULT_KINDS } from '../lib/results';
import { initI18n, loadNamespaces } from './i18n';
import { ResultPage } from './ResultPage';

const i18n = initI18n('en-US');
// Not in the entry: the result page loads its words with itself (./LazyResultPage.tsx).
beforeAll(() => loadNamespaces(['results'], i18n));

function renderResult(result: Parameters<typeof ResultPage>[0]['result']) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <ResultPage result={result} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

afterEach(() => {
  delete (window as { ReactNativeWebView?: unknown }).ReactNativeWebView;
});

describe('ResultPage', () => {
  it.each(RESULT_KINDS)('renders %s with its own title as the one h1', (kind) => {
    renderResult({ kind, registrationCode: 'PIC-1' });
    const title = (results as Record<string, { title: string }>)[kind]!.title.replace(
      '{{registrationCode}}',
      'PIC-1',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('renders an unknown kind as the unsupported failure', () => {
    renderResult({ kind: 'NO_SUCH_KIND' as never });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(results.FAILURE_UNSUPPORTED.title);
  });

  it('links the reset-password link failure to the request page', () => {
    renderResult({ kind: 'FAILURE_LINK_RESET_PASS' });
    expect(screen.getByRole('link', { name: results.FAILURE_LINK_RESET_PASS.continue })).toHaveAttribute(
      'href',
      '/auth/forgot-password/request',
    );
  });

  it('shows the registration code on the registration-portal page', () => {
    renderResult({ kind: 'FAILURE_REDIRECT_TO_AIM', registrationCode: 'PIC-7Q4K-22' });
    expect(screen.getByTestId('registration-code')).toHaveTextContent('PIC-7Q4K-22');
  });

  it('continues to a hostile redirectUrl only as a same-origin path', () => {
    const redirectKind = RESULT_KINDS.find((kind) => resolveResultPage(kind).continueTo === 'redirect');
    expect(redirectKind).toBeDefined();
    renderResult({ kind: redirectKind!, redirectUrl: '//evil.example/x' });
    const href = screen.getByRole('link').getAttribute('href')!;
    expect(href.startsWith('/')).toBe(true);
    expect(new URL(href, 'https://app.example.test').origin).toBe('https://app.example.test');
  });

  it('posts the mobile event instead of following a link inside the mobile web view', async () => {
    const postMessage = vi.fn();
    (window as { ReactNativeWebView?: unknown }).ReactNativeWebView = { postMessage };
    renderResult({ kind: 'SUCCESS_VERIFY_CONTACT_EMAIL' });
    expect(screen.queryByRole('link')).toBeNull();
    screen.getByRole('button').click();
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(JSON.parse(postMessage.mock.calls[0]![0] as string)).toMatchObject({
      type: 'contactVerifySuccess',
    });
  });
});
