import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../src/common/language/languages';
import { frameFileName, HELP_ITEM, HELP_PLACEHOLDER } from '../../../src/features/login/frame/markup';
import { helpItem } from './plugin';

const frame = (language: string) =>
  readFileSync(join(process.cwd(), 'src/features/login/frame', frameFileName(language)), 'utf8');

describe("the sign-in frame's Help link", () => {
  it.each(LANGUAGES.map(({ code }) => code))(
    '%s: the frame holds it with a placeholder the build fills in, not the address of the build that wrote it',
    (language) => {
      const item = HELP_ITEM.exec(frame(language))?.[0];
      expect(item).toContain(`href="${HELP_PLACEHOLDER}"`);
    },
  );

  it("gets the deployment's address, escaped for its attribute", () => {
    const item = HELP_ITEM.exec(frame('en-US'))![0];
    expect(helpItem(item, 'https://help.example.com/a?b=1&c="2"')).toContain(
      'href="https://help.example.com/a?b=1&amp;c=&quot;2&quot;"',
    );
    expect(helpItem(item, '/support')).toContain('href="/support"');
  });

  it.each(['', 'javascript:alert(1)', 'data:text/html,x'])(
    'is left out for %j, as the app leaves it out',
    (url) => {
      expect(helpItem(HELP_ITEM.exec(frame('en-US'))![0], url)).toBe('');
    },
  );
});
