import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { i18n } from 'i18next';
import type { ComponentType, ReactElement } from 'react';
import { StrictMode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import common from '../../../locales/en-US/common.json';
import notices from '../../../locales/en-US/notices.json';
import { paths } from '../../lib/paths';
import {
  AccountNoAccessPage,
  ArchivedPage,
  NotificationPage,
  ResourceNotFoundPage,
  UnauthorizedErrorPage,
  UnauthorizedNotificationPage,
} from './NoticePages';
import OutagePage from './OutagePage';

function createNoticesI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en-US',
    fallbackLng: 'en-US',
    ns: ['common', 'notices'],
    defaultNS: 'common',
    resources: { 'en-US': { common, notices } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

const testI18n = createNoticesI18n();

function renderAt(ui: ReactElement, url: string) {
  return render(
    <I18nextProvider i18n={testI18n}>
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}

function onlyHeading(name: string) {
  const headings = screen.getAllByRole('heading', { level: 1 });
  expect(headings).toHaveLength(1);
  expect(headings[0]).toHaveTextContent(name);
  return headings[0];
}

const HOSTILE_TRACE = '<img src=x onerror=alert(1)>';
const LOGIN = paths.login.href();
const LOGOUT = paths.logout.href();

type Case = {
  name: string;
  Page: ComponentType;
  path: string;
  title: string;
  message: string;
  link: { name: string; href: string };
  tracesId: boolean;
};

const cases: Case[] = [
  {
    name: 'UnauthorizedErrorPage',
    Page: UnauthorizedErrorPage,
    path: paths.unauthorizedError.path,
    title: notices.unauthorizedError.title,
    message: notices.unauthorizedError.message,
    link: { name: notices.backToLogin, href: LOGIN },
    tracesId: true,
  },
  {
    name: 'ResourceNotFoundPage',
    Page: ResourceNotFoundPage,
    path: paths.resourceNotFound.path,
    title: notices.resourceNotFound.title,
    message: notices.resourceNotFound.message,
    link: { name: notices.logout, href: LOGOUT },
    tracesId: true,
  },
  {
    name: 'AccountNoAccessPage',
    Page: AccountNoAccessPage,
    path: paths.accountNoAccess.path,
    title: notices.accountNoAccess.title,
    message: notices.accountNoAccess.message,
    link: { name: notices.logout, href: LOGOUT },
    tracesId: true,
  },
  {
    name: 'ArchivedPage',
    Page: ArchivedPage,
    path: paths.archived.path,
    title: notices.archived.title,
    message: notices.archived.message,
    link: { name: notices.backToLogin, href: LOGIN },
    tracesId: false,
  },
  {
    name: 'OutagePage',
    Page: OutagePage,
    path: paths.outage.path,
    title: notices.outage.title,
    message: notices.outage.message,
    link: { name: notices.backToLogin, href: LOGIN },
    tracesId: false,
  },
  {
    name: 'NotificationPage',
    Page: NotificationPage,
    path: paths.notification.path,
    title: '404: Page Not Found',
    message: 'Sorry, the requested page could not be found. It may have been deleted or moved.',
    link: { name: notices.backToLogin, href: LOGIN },
    tracesId: false,
  },
  {
    name: 'UnauthorizedNotificationPage',
    Page: UnauthorizedNotificationPage,
    path: paths.unauthorizedNotification.path,
    title: notices.unauthorizedNotification.title,
    message: notices.unauthorizedNotification.message,
    link: { name: notices.backToLogin, href: LOGIN },
    tracesId: false,
  },
];

describe('notice pages', () => {
  it.each(cases)(
    '$name: one h1 with its own title, its message and its link',
    ({ Page, path, title, message, link }) => {
      renderAt(<Page />, path);
      const h1 = onlyHeading(title);
      expect(h1).toHaveAttribute('data-page-heading');
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: link.name })).toHaveAttribute('href', link.href);
      // No reference id line without a traceId.
      expect(screen.queryByText(notices.traceIdLabel, { exact: false })).toBeNull();
    },
  );

  it('titles differ from page to page', () => {
    expect(new Set(cases.map((c) => c.title)).size).toBe(cases.length);
  });

  it.each([
    {
      Page: UnauthorizedErrorPage,
      path: paths.unauthorizedError.path,
      code: 'Error 403',
      text: /may not be fully set up/,
    },
    {
      Page: ResourceNotFoundPage,
      path: paths.resourceNotFound.path,
      code: 'Error 404',
      text: /may still have access to other products/,
    },
    {
      Page: UnauthorizedNotificationPage,
      path: paths.unauthorizedNotification.path,
      code: 'Error 401',
      text: /HR department or service support/,
    },
  ])('shows $code and what it means', ({ Page, path, code, text }) => {
    renderAt(<Page />, path);
    expect(screen.getByText(code)).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('the archived page says the company was archived and to contact HR', () => {
    renderAt(<ArchivedPage />, paths.archived.path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/archived/);
    expect(screen.getByText(/Contact your HR department/)).toBeInTheDocument();
  });

  const traced = cases.filter((c) => c.tracesId);

  it.each(traced)('$name shows the traceId query value as text', ({ Page, path }) => {
    renderAt(<Page />, `${path}?traceId=4bf92f3577b34da6a3ce929d0e0e4736`);
    const line = screen.getByTestId('trace-id');
    expect(line).toHaveTextContent(notices.traceIdLabel);
    expect(line.querySelector('code')).toHaveTextContent('4bf92f3577b34da6a3ce929d0e0e4736');
  });

  it.each(traced)('$name shows no hostile or made-up traceId (raw and encoded URL)', ({ Page, path }) => {
    for (const url of [
      `${path}?traceId=${HOSTILE_TRACE}`,
      `${path}?${new URLSearchParams({ traceId: HOSTILE_TRACE })}`,
      `${path}?${new URLSearchParams({ traceId: 'Call 555-0100 to unlock' })}`,
    ]) {
      const { container, unmount } = renderAt(<Page />, url);
      expect(container.querySelector('img')).toBeNull();
      expect(screen.queryByTestId('trace-id')).toBeNull();
      unmount();
    }
  });

  it('ignores an oversized or blank traceId', () => {
    const { unmount } = renderAt(
      <UnauthorizedErrorPage />,
      `/auth/unauthorized-error?traceId=${'a'.repeat(5000)}`,
    );
    expect(screen.queryByTestId('trace-id')).toBeNull();
    unmount();
    renderAt(<UnauthorizedErrorPage />, '/auth/unauthorized-error?traceId=%20%20');
    expect(screen.queryByTestId('trace-id')).toBeNull();
  });
});

describe('OutagePage', () => {
  const HOSTILE_ERROR = '<script>alert(document.cookie)</script>';

  it('logs its error query value once on mount and never renders it', () => {
    const onLog = vi.fn();
    const { container } = renderAt(
      <OutagePage onLog={onLog} />,
      `${paths.outage.path}?${new URLSearchParams({ error: HOSTILE_ERROR })}`,
    );
    expect(onLog).toHaveBeenCalledTimes(1);
    expect(onLog).toHaveBeenCalledWith('outage', { error: HOSTILE_ERROR });
    expect(container.querySelector('script')).toBeNull();
    expect(container).not.toHaveTextContent('alert(');
    expect(container.innerHTML).not.toContain('script');
  });

  it('logs once under StrictMode and across re-renders with a new callback', () => {
    const onLog = vi.fn();
    const url = `${paths.samlError.path}?error=${HOSTILE_ERROR}`;
    // A new callback on every render, as a parent re-rendering would pass.
    const page = () => (
      <StrictMode>
        <I18nextProvider i18n={testI18n}>
          <MemoryRouter initialEntries={[url]}>
            <OutagePage onLog={(message, context) => onLog(message, context)} />
          </MemoryRouter>
        </I18nextProvider>
      </StrictMode>
    );
    const { rerender } = render(page());
    rerender(page());
    expect(onLog).toHaveBeenCalledTimes(1);
    expect(onLog).toHaveBeenCalledWith('outage', { error: HOSTILE_ERROR });
    onlyHeading(notices.outage.title);
  });

  it('logs a null error when the query has none, and renders without onLog', () => {
    const onLog = vi.fn();
    const { unmount } = renderAt(<OutagePage onLog={onLog} />, paths.outage.path);
    expect(onLog).toHaveBeenCalledExactlyOnceWith('outage', { error: null });
    unmount();
    renderAt(<OutagePage />, `${paths.outage.path}?error=boom`);
    onlyHeading(notices.outage.title);
    expect(screen.queryByText('boom')).toBeNull();
  });
});
