/** The Query-free side of the feature flags: the sign-in page's reader. */
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../ui/Toasts';
import { createTestI18n } from '../../ui/test-i18n';
import { mockServerForFile } from '../../../tests/mock-lifecycle';
import { recordRequests } from '../../../tests/request-recorder';
import { useFeatureFlagReader } from './featureFlagFailure';

const mock = mockServerForFile();
const requests = recordRequests(() => mock.server);
const i18n = createTestI18n();
const TOAST = /Some settings could not be loaded/;
const FLAG_PATH = '/feature-settings/idm/features/enableCheckAuthPathPost';

/** Plays the sign-in page: reads the flag once when it mounts and shows what it got. */
function SignInReader() {
  const readFlag = useFeatureFlagReader();
  const [answer, setAnswer] = useState('pending');
  useEffect(() => {
    void readFlag('enableCheckAuthPathPost').then((enabled) => setAnswer(`enabled=${enabled}`));
  }, [readFlag]);
  return <p data-testid="answer">{answer}</p>;
}

function renderSignInReader() {
  return render(
    <I18nextProvider i18n={i18n}>
      <ToastProvider>
        <SignInReader />
      </ToastProvider>
    </I18nextProvider>,
  );
}

describe('useFeatureFlagReader (the sign-in page, without Query)', () => {
  it('reads the flag and shows no toast when the lookup answers', async () => {
    await mock.context.db.featureFlags.updateMany((q) => q.where({ flag: 'enableCheckAuthPathPost' }), {
      data(flag) {
        flag.isEnabled = true;
      },
    });
    renderSignInReader();
    await waitFor(() => expect(screen.getByTestId('answer')).toHaveTextContent('enabled=true'));
    expect(requests.to(FLAG_PATH, 'GET')).toHaveLength(1);
    expect(screen.queryByText(TOAST)).toBeNull();
  });

  it('counts a failed lookup as off and shows FAILED_TO_GET_FEATURE_FLAG once', async () => {
    mock.context.injectFault('GET', FLAG_PATH, 503, 5);
    renderSignInReader();
    await waitFor(() => expect(screen.getByTestId('answer')).toHaveTextContent('enabled=false'));
    expect(await screen.findByText(TOAST)).toBeInTheDocument();
    // A second toast would come from a second read (a reader that changes as the toast renders): the
    // one read is answered and taken in (the answer shows, effects flushed), and no other was sent.
    await act(async () => undefined);
    expect(requests.to(FLAG_PATH, 'GET')).toHaveLength(1);
    expect(requests.unanswered).toBe(0);
    expect(screen.getAllByText(TOAST)).toHaveLength(1);
  });
});
