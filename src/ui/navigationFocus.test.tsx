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

const heading = (name: string) => element(`<h1 tabindex="-1">${name}</h1>`);

afterEach(() => {
  document.body.replaceChildren();
});

describe('navigationFocusRequest', () => {
  it('gives a heading the focus when nothing has it (what had it left with the old screen)', () => {
    const mounted = heading('New');
    navigationFocusRequest(null)(mounted);
    expect(mounted).toHaveFocus();
  });

  it('takes it from the link or button that had it at the navigation and is still there', () => {
    const tab = element('<a href="/tab">Tab</a>');
    tab.focus();
    const mounted = heading('Tab');
    navigationFocusRequest(tab)(mounted);
    expect(mounted).toHaveFocus();
  });

  it('never takes it from a field focused since the navigation', () => {
    const link = element('<a href="/next">Next</a>');
    link.focus();
    const request = navigationFocusRequest(link);
    const field = element('<input name="username" />');
    field.focus();
    request(heading('Sign in'));
    expect(field).toHaveFocus();
  });

  it('never takes it from a field, even one that had it at the navigation', () => {
    const field = element('<input name="username" />');
    field.focus();
    navigationFocusRequest(field)(heading('Sign in'));
    expect(field).toHaveFocus();
  });

  it("a second heading leaves it with the first; a screen's heading replacing a loading view's takes it", () => {
    const request = navigationFocusRequest(null);
    const loading = heading('Loading');
    request(loading);
    request(heading('Other'));
    expect(loading).toHaveFocus();
    loading.remove();
    const loaded = heading('Loaded');
    request(loaded);
    expect(loaded).toHaveFocus();
  });
});

describe('PageHeading under a navigation focus request', () => {
  it('takes the focus as it mounts', () => {
    render(
      <NavigationFocusContext value={navigationFocusRequest(null)}>
        <PageHeading>Sign in</PageHeading>
      </NavigationFocusContext>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toHaveFocus();
  });

  it('leaves the focus alone without a request (the first page of a visit)', () => {
    render(<PageHeading>Sign in</PageHeading>);
    expect(document.body).toHaveFocus();
  });
});
