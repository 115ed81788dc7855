import { Component, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useSuspenseQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ForbiddenError } from '../../api/errors';
import { createTestI18n } from '../../ui/test-i18n';
import data from '../../../locales/en-US/data.json';
import { QueryBoundary } from './QueryBoundary';

const i18n = createTestI18n();
i18n.addResourceBundle('en-US', 'data', data);

/** Catches what QueryBoundary lets through, as a route's error boundary would. */
class Outer extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>route error boundary</p> : this.props.children;
  }
}

function Person({ load }: { load: () => Promise<string> }) {
  const { data: name } = useSuspenseQuery({ queryKey: ['person'], queryFn: load });
  return <h1>Hello, {name}</h1>;
}

function renderBoundary(children: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Outer>
          <QueryBoundary heading={<h1>Page</h1>}>{children}</QueryBoundary>
        </Outer>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, queryClient, user: userEvent.setup() };
}

afterEach(() => vi.restoreAllMocks());

describe('QueryBoundary', () => {
  it('shows a labelled spinner under the heading while pending, then the content', async () => {
    let resolve: (name: string) => void = () => undefined;
    renderBoundary(<Person load={() => new Promise((r) => (resolve = r))} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
    resolve('Ava');
    expect(await screen.findByRole('heading', { name: 'Hello, Ava' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a failed load with its trace id and Try again, which refetches', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(503, 'UNKNOWN_ERROR', [], 'trace-1'))
      .mockRejectedValueOnce(new ApiError(503, 'UNKNOWN_ERROR', [], 'trace-2'))
      .mockResolvedValueOnce('Ava');
    const { user } = renderBoundary(<Person load={load} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load this page");
    expect(alert).toHaveTextContent('trace-1');
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    // Failed again: the error comes back and takes the focus (the button that had it is gone).
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('trace-2'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Hello, Ava' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('renders nothing for a 403: the app-wide handler is navigating', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderBoundary(
      <Person load={() => Promise.reject(new ForbiddenError(403, 'INSUFFICIENT_PERMISSIONS', [], 't'))} />,
    );
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("passes an error no query holds (a render's bug) on to the route's boundary", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): ReactNode {
      throw new Error('bug');
    }
    renderBoundary(<Broken />);
    expect(await screen.findByText('route error boundary')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
