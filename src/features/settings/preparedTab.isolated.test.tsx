/**
 * A tab whose code the route's loader fetched paints with the page: no spinner in the panel for a frame
 * (tabs.ts, `tabComponents`), which would then push the footer's links down under a keyboard's focus.
 */
import { Suspense } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { prepareTab, tabComponents } from './tabs';

vi.mock('./ChangePasswordTab', () => ({ default: () => <p>change-password panel</p> }));
vi.mock('./DevicesTab', () => ({ default: () => <p>devices panel</p> }));

const inPanel = (tab: keyof typeof tabComponents) => {
  const Tab = tabComponents[tab];
  return render(
    <Suspense fallback={<p>pending</p>}>
      <Tab />
    </Suspense>,
  );
};

describe('a settings tab', () => {
  it('prepared by the loader, renders in the first pass, its fallback never shown', async () => {
    await prepareTab('change-password', new QueryClient());
    inPanel('change-password');
    expect(screen.getByText('change-password panel')).toBeInTheDocument();
    expect(screen.queryByText('pending')).toBeNull();
  });

  it('not prepared, shows the fallback until its code arrives', async () => {
    inPanel('devices');
    expect(screen.getByText('pending')).toBeInTheDocument();
    expect(await screen.findByText('devices panel')).toBeInTheDocument();
  });
});
