/** useFeatureFlag against the real mock server: one lookup per flag, failures off and announced once. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../ui/Toasts';
import { createTestI18n } from '../../ui/test-i18n';
import { mockServerForFile } from '../../../tests/mock-lifecycle';
import { renderApp, signInAs } from '../../../tests/render-app';
import { recordRequests } from '../../../tests/request-recorder';
import { useFeatureFlag, type FeatureFlagName } from './useFeatureFlag';

const mock = mockServerForFile();
const requests = recordRequests(() => mock.server);
const i18n = createTestI18n();
const TOAST = /Some settings could not be loaded/;

function Reader({ flag, id }: { flag: FeatureFlagName; id: string }) {
  const { enabled, isPending, failed } = useFeatureFlag(flag);
  return <p data-testid={id}>{isPending ? 'pending' : `enabled=${enabled} failed=${failed}`}</p>;
}

function renderReaders(flag: FeatureFlagName) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <Reader flag={flag} id="a" />
          <Reader flag={flag} id="b" />
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('useFeatureFlag', () => {
  it('looks a flag up once for every reader', async () => {
    renderReaders('syncSessionTTLFeatureEnabled');
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('enabled=true failed=false'));
    expect(screen.getByTestId('b')).toHaveTextContent('enabled=true failed=false');
    expect(requests.to('/features/syncSessionTTLFeatureEnabled', 'GET')).toHaveLength(1);
    expect(screen.queryByText(TOAST)).toBeNull();
  });

  it('fails closed and shows FAILED_TO_GET_FEATURE_FLAG once, however many read it', async () => {
    mock.context.injectFault('GET', '/features/syncSessionTTLFeatureEnabled', 500, 5);
    renderReaders('syncSessionTTLFeatureEnabled');
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('enabled=false failed=true'));
    expect(screen.getByTestId('b')).toHaveTextContent('enabled=false failed=true');
    // Both readers' effects ran in the commit that showed them failed: a second toast would be here now.
    expect(await screen.findByText(TOAST)).toBeInTheDocument();
    expect(screen.getAllByText(TOAST)).toHaveLength(1);
  });

  it('keeps a 403 on a flag a toast: the signed-in page stays, with the default brand', async () => {
    await signInAs('ava.associate');
    mock.context.injectFault('GET', '/features/enableClientRebrand', 403, 5);
    const { router } = renderApp('/auth/user');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeInTheDocument();
    expect(await screen.findByText(TOAST)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/user');
    await waitFor(() => expect(document.title).toBe('Your account · Workforce ID'));
  });
});
