/** The result page's own code cannot load (the network is gone): the entry's words say so. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import common from '../../locales/en-US/common.json';
import { browserLocation } from '../../src/lib/browser';
import { initI18n } from '../../src/app/i18n';
import { LazyResultPage } from '../../src/app/LazyResultPage';

vi.mock('../../src/app/ResultPage', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const i18n = initI18n('en-US');

describe('LazyResultPage when it cannot load', () => {
  it('says the page could not load and offers Reload', async () => {
    const reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => undefined);
    render(
      <I18nextProvider i18n={i18n}>
        <LazyResultPage result={{ kind: 'FAILURE_LINK' }} />
      </I18nextProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      common.resultUnavailable.title,
    );
    expect(screen.getByText(common.resultUnavailable.message)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: common.reload }));
    expect(reload).toHaveBeenCalled();
  });
});
