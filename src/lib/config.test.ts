import { afterEach, describe, expect, it, vi } from 'vitest';
import { appConfig } from './config';

afterEach(() => vi.unstubAllEnvs());

describe('appConfig.helpUrl', () => {
  it('is the configured help address, an outside one or a path', () => {
    vi.stubEnv('VITE_HELP_URL', 'https://help.example.com/identity');
    expect(appConfig.helpUrl).toBe('https://help.example.com/identity');
    vi.stubEnv('VITE_HELP_URL', '/support');
    expect(appConfig.helpUrl).toBe('/support');
  });

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>x</script>', ''])(
    'is no address at all for %j, so no link shows',
    (value) => {
      vi.stubEnv('VITE_HELP_URL', value);
      expect(appConfig.helpUrl).toBe('');
    },
  );
});
