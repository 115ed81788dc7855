import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import results from '../../locales/en-US/results.json';
import { initI18n } from './i18n';
import { LazyResultPage } from './LazyResultPage';

const i18n = initI18n('en-US');

describe('LazyResultPage', () => {
  it('loads the page and its words when a result is shown, and titles the document after it', async () => {
    expect(i18n.hasResourceBundle('en-US', 'results')).toBe(false);
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <LazyResultPage result={{ kind: 'FAILURE_LINK' }} titleBrand="Workforce ID" />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(results.FAILURE_LINK.title);
    await waitFor(() => expect(document.title).toBe(`${results.FAILURE_LINK.title} · Workforce ID`));
  });
});
