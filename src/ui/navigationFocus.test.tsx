import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { navigationFocusRequest, NavigationFocusContext } from './navigationFocus';
import { PageHeading } from './PageHeading';

function element(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const made = holder.firstElementChild as HTMLElement;
  document.body.append(made);
  return made;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('navigationFocusRequest', () => {
  it('grants a heading the focus when nothing has it (what had it left with the old screen)', () => {
    const request = navigationFocusRequest(null);
    expect(request.grant(element('<h1 tabindex="-1">New</h1>'))).toBe(true);
  });

  it('grants it over the link or button that had the focus at the navigation and is still there', () => {
    const tab = element('<a href="/tab">Tab</a>');
    tab.focus();
    expect(navigationFocusRequest(tab).grant(element('<h1 tabindex="-1">Tab</h1>'))).toBe(true);
  });

  it('never takes it from a field focused since the navigation', () => {
    const link = element('<a href="/next">Next</a>');
    link.focus();
    const request = navigationFocusRequest(link);
    element('<input name="username" />').focus();
    expect(request.grant(element('<h1 tabindex="-1">Sign in</h1>'))).toBe(false);
  });

  it('never takes it from a field, even one that had it at the navigation', () => {
    const field = element('<input name="username" />');
    field.focus();
    expect(navigationFocusRequest(field).grant(element('<h1 tabindex="-1">Sign in</h1>'))).toBe(false);
  });

  it('grants once, and again only to a heading replacing the one that held the focus', () => {
    const request = navigationFocusRequest(null);
    const loading = element('<h1 tabindex="-1">Loading</h1>');
    expect(request.grant(loading)).toBe(true);
    loading.focus();
    expect(request.grant(element('<h1 tabindex="-1">Other</h1>'))).toBe(false);
    loading.remove();
    expect(request.grant(element('<h1 tabindex="-1">Loaded</h1>'))).toBe(true);
  });
});

describe('PageHeading under a navigation focus request', () => {
  it('takes the focus as it mounts when granted', () => {
    render(
      <NavigationFocusContext.Provider value={navigationFocusRequest(null)}>
        <PageHeading>Sign in</PageHeading>
      </NavigationFocusContext.Provider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toHaveFocus();
  });

  it('leaves the focus alone without a request (the first page of a visit)', () => {
    render(<PageHeading>Sign in</PageHeading>);
    expect(document.body).toHaveFocus();
  });
});
