import { describe, expect, it } from 'vitest';
import { galleryHtml, shotFileName, type Screenshot } from './gallery';

const shot = (flow: string, state: string, persona?: string): Screenshot => ({
  flow,
  route: '/auth/login',
  url: '/auth/login?redirectUrl=%2Fx&a=<b>',
  state,
  ...(persona ? { persona } : {}),
  files: { 1280: `${state}-1280.png`, 375: `${state}-375.png` },
});

describe('the atlas gallery', () => {
  const html = galleryHtml({
    shots: [shot('Sign-in', 'first', 'ava.associate'), shot('Recovery', 'sent'), shot('Sign-in', 'wrong')],
    failures: [{ flow: 'Recovery', route: '/auth/x', state: 'step', error: 'Timeout <10 s>' }],
    widths: [1280, 375],
    routes: 1,
    createdAt: '2026-11-23T14:00:00Z',
  });

  it('groups the shots by flow, in the order flows first appear', () => {
    const sections = [...html.matchAll(/<h2>([^<]+) <small>\((\d+)\)/g)].map((m) => [m[1], m[2]]);
    expect(sections).toEqual([
      ['Sign-in', '2'],
      ['Recovery', '1'],
    ]);
  });

  it('captions each shot with its URL (escaped), route, persona and state, both widths linked', () => {
    expect(html).toContain('<code>/auth/login?redirectUrl=%2Fx&amp;a=&lt;b&gt;</code>');
    expect(html).toContain('signed in as <code>ava.associate</code>');
    expect(html.match(/signed out/g)).toHaveLength(2);
    expect(html).toContain('<img src="first-1280.png"');
    expect(html).toContain('<img src="first-375.png"');
    expect(html).toContain('<pre>Timeout &lt;10 s&gt;</pre>');
  });

  it("shows a shot in its other schemes, each on a row of its own, named in the pictures' text", () => {
    const withSchemes = galleryHtml({
      shots: [
        {
          ...shot('Sign-in', 'first'),
          schemeFiles: { dark: { 1280: 'first-1280-dark.png', 375: 'first-375-dark.png' } },
        },
      ],
      failures: [],
      widths: [1280, 375],
      routes: 1,
      createdAt: '2026-11-23T14:00:00Z',
    });
    expect(withSchemes.match(/<div class="widths">/g)).toHaveLength(2);
    expect(withSchemes).toContain('<img src="first-375-dark.png" width="94" alt="first at 375 px in dark"');
    expect(shotFileName(7, '/auth/login', 'first', 375, 'forced colours')).toBe(
      '007-auth-login-first-375-forced-colours.png',
    );
  });

  it('loads nothing from elsewhere', () => {
    expect(html).not.toMatch(/<script|<link|https?:\/\//);
  });

  it('names files by order, route, state and width', () => {
    expect(shotFileName(7, '/auth/account-settings/:tab', 'tab devices', 375)).toBe(
      '007-auth-account-settings-tab-tab-devices-375.png',
    );
  });
});
