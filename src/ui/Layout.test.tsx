import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AuthLayout, Footer, withCurrentYear } from './Layout';

describe('AuthLayout', () => {
  it('has a skip link that focuses main, a banner with the brand, the card and the footer', async () => {
    render(
      <AuthLayout>
        <h1>Sign in</h1>
      </AuthLayout>,
    );
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(within(main).getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(main.firstElementChild).toHaveClass('card');
    expect(main.firstElementChild).not.toHaveClass('card--wide');
    expect(within(screen.getByRole('banner')).getByText('Workforce ID')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    await userEvent.tab();
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(main).toHaveFocus();
  });

  it('takes a brand name, a brand link and the wide variant', () => {
    render(<AuthLayout brandName="Acme ID" brandHref="/" variant="wide" />);
    expect(screen.getByRole('link', { name: 'Acme ID' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('main').firstElementChild).toHaveClass('card', 'card--wide');
  });
});

describe('Footer', () => {
  it('offers help first, in the same place as every other footer link, opening a new tab and saying so', () => {
    render(<Footer helpHref="https://help.example.com/identity" />);
    const nav = screen.getByRole('navigation', { name: 'Legal and support' });
    const [help] = within(nav).getAllByRole('link');
    expect(help).toHaveTextContent('Help (opens in a new tab)');
    expect(help).toHaveAccessibleName(/^Help ?\(opens in a new tab\)$/);
    expect(help).toHaveAttribute('href', 'https://help.example.com/identity');
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', 'noopener noreferrer');
    expect(help!.querySelector('svg.site-footer__ext')).not.toBeNull();
  });

  it('has no help link when no help address is configured', () => {
    render(<Footer />);
    expect(screen.queryByRole('link', { name: /^Help/ })).toBeNull();
  });

  it('links open in a new tab, say so, and point inside the app by default', () => {
    render(<Footer now={new Date(2031, 5, 1)} />);
    const nav = screen.getByRole('navigation', { name: 'Legal and support' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/auth/legal#privacy',
      '/auth/legal',
      '/auth/legal#supported-browsers',
    ]);
    for (const a of links) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(links.map((a) => a.textContent)).toEqual([
      'Privacy statement (opens in a new tab)',
      'Legal terms (opens in a new tab)',
      'Supported browsers (opens in a new tab)',
    ]);
    expect(screen.getByText(/^© 2000-2031 /)).toBeInTheDocument();
    expect(screen.queryByText(/2024/)).toBeNull();
  });

  it('takes link targets from props', () => {
    render(<Footer privacyHref="/p" legalHref="/l" browsersHref="/b" />);
    expect(screen.getByRole('link', { name: /Privacy statement/ })).toHaveAttribute('href', '/p');
    expect(screen.getByRole('link', { name: /Legal terms/ })).toHaveAttribute('href', '/l');
    expect(screen.getByRole('link', { name: /Supported browsers/ })).toHaveAttribute('href', '/b');
    expect(screen.getByText(new RegExp(`2000-${new Date().getFullYear()}`))).toBeInTheDocument();
  });

  it('withCurrentYear replaces only the end of the range', () => {
    expect(withCurrentYear('© 2000-2024 X', 2027)).toBe('© 2000-2027 X');
    expect(withCurrentYear('© 2000 – 2024 X', 2027)).toBe('© 2000 – 2027 X');
    expect(withCurrentYear('no years', 2027)).toBe('no years');
  });
});
