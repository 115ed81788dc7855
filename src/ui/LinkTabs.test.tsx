import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LinkTabs } from './LinkTabs';
import type { LinkTab } from './LinkTabs';

const TABS: LinkTab[] = [
  { to: '/settings', label: 'Profile', end: true },
  { to: 'security', label: 'Security' },
  { to: '/settings/contact', label: 'Contact info' },
];

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

function renderAt(url: string, tabs = TABS) {
  const router = createMemoryRouter(
    [
      {
        // As settings will use it: the tabs in the layout route, one child route per tab.
        path: '/settings',
        element: (
          <>
            <LinkTabs tabs={tabs} label="Account settings" goLabel="Show" />
            <Where />
          </>
        ),
        children: [
          { index: true, element: <p>Tab panel</p> },
          { path: '*', element: <p>Tab panel</p> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const nav = () => screen.getByRole('navigation', { name: 'Account settings' });
const where = () => screen.getByRole('status', { name: 'location' });

describe('LinkTabs', () => {
  it('renders the tabs as links, the current one with aria-current="page"', () => {
    renderAt('/settings/security');
    const links = within(nav()).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Profile', 'Security', 'Contact info']);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/settings',
      '/settings/security',
      '/settings/contact',
    ]);
    expect(within(nav()).getByRole('link', { name: 'Security' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
  });

  it('an `end` tab is not current below its path; others are', () => {
    renderAt('/settings/contact/add');
    expect(within(nav()).getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
    expect(within(nav()).getByRole('link', { name: 'Contact info' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('combobox', { name: 'Account settings' })).toHaveValue('/settings/contact');
  });

  it('navigates by link', async () => {
    renderAt('/settings');
    await userEvent.click(within(nav()).getByRole('link', { name: 'Contact info' }));
    expect(where()).toHaveTextContent('/settings/contact');
    expect(within(nav()).getByRole('link', { name: 'Contact info' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers a labelled select on narrow screens that shows the current tab and opens the chosen one with its button, not on change', async () => {
    renderAt('/settings');
    const select = screen.getByRole('combobox', { name: 'Account settings' });
    expect(select).toHaveValue('/settings');
    await userEvent.selectOptions(select, 'Contact info');
    await userEvent.selectOptions(select, 'Security');
    // Choosing is not going: arrowing through the options must not leave the page.
    expect(where()).toHaveTextContent(/^\/settings$/);
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(where()).toHaveTextContent('/settings/security');
    expect(select).toHaveValue('/settings/security');
    expect(within(nav()).getByRole('link', { name: 'Security' })).toHaveAttribute('aria-current', 'page');
  });

  it('with no current tab the select shows an empty choice, not a wrong tab', () => {
    renderAt('/settings/other', TABS.slice(1));
    const select = screen.getByRole('combobox', { name: 'Account settings' });
    expect(select).toHaveValue('');
    expect(within(nav()).queryByRole('link', { current: 'page' })).toBeNull();
  });
});
