/**
 * Help in the same place on every page: the footer's first link, to the configured help address
 * (`VITE_HELP_URL`, the mock's stand-in page in .env), and none for an address that is not a web one.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServerForFile } from '../../tests/mock-lifecycle';
import { renderApp } from '../../tests/render-app';
import { SLOW } from '../../tests/flow';

mockServerForFile();
afterEach(() => vi.unstubAllEnvs());

const footerLinks = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Legal and support' }, SLOW);
  return within(nav).getAllByRole('link');
};

describe('the Help link', () => {
  it.each(['/auth/login', '/auth/forgot-username/request', '/auth/legal'])(
    '%s: first in the footer, to the configured help page, in a new tab',
    async (url) => {
      renderApp(url);
      await screen.findByRole('heading', { level: 1 }, SLOW);
      const [help] = await footerLinks();
      expect(help).toHaveTextContent('Help (opens in a new tab)');
      expect(help).toHaveAttribute('href', '/__mock/pages/help');
      expect(help).toHaveAttribute('target', '_blank');
    },
  );

  it('is left out when the configured address is not a web address', async () => {
    vi.stubEnv('VITE_HELP_URL', 'javascript:alert(document.cookie)');
    renderApp('/auth/forgot-username/request');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    const links = await footerLinks();
    expect(links.map((link) => link.getAttribute('href'))).not.toContain('javascript:alert(document.cookie)');
    expect(links[0]).toHaveTextContent(/^Privacy statement/);
  });
});
