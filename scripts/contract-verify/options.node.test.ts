import { describe, expect, it } from 'vitest';
import { parseOptions, StopError } from './options.ts';
import { createSession } from './session.ts';

describe('contract:verify options', () => {
  it('takes the base paths from the same VITE_*_URL settings as the app, defaults otherwise', () => {
    const options = parseOptions(['--server', 'https://staging.example.com/ignored'], {
      VITE_IDENTITY_ORCHESTRATOR_URL: 'https://people.example.com/orchestrator/v0',
    });
    expect(options.server).toBe('https://staging.example.com');
    expect(options.basePaths).toEqual({
      'authentication-service.yaml': '/api/authentication-service/v0',
      'identity-orchestrator.yaml': 'https://people.example.com/orchestrator/v0',
      'identity-orchestrator-v1.yaml': '/api/identity-orchestrator/v1',
      'ui-gateway.yaml': '/api/ui-gateway/v0',
    });
    expect(options).toMatchObject({ mode: 'read-only', username: 'ava.associate', requireAll: false });
  });

  it('reads tokens, headers and the password from the environment', () => {
    const options = parseOptions(
      [
        '--server',
        'http://127.0.0.1:9090',
        '--mode',
        'full',
        '--token',
        'resetPassword=abc=1',
        '--header',
        'X-Mock-World: w1',
      ],
      { CONTRACT_VERIFY_PASSWORD: 'from-env' },
    );
    expect(options).toMatchObject({
      mode: 'full',
      password: 'from-env',
      tokens: { resetPassword: 'abc=1' },
      headers: { 'X-Mock-World': 'w1' },
    });
  });

  it.each([
    [[], /^--server is required\./],
    [['--server', 'nowhere'], /is not an origin/],
    [['--server', 'http://x', '--mode', 'write'], /--mode must be read-only or full/],
    [['--server', 'http://x', '--token', 'novalue'], /is not NAME=VALUE/],
    [['--server', 'http://x', '--bogus'], /Unknown option '--bogus'/],
  ])('refuses %j in one sentence', (argv, message) => {
    expect(() => parseOptions(argv, {})).toThrow(StopError);
    expect(() => parseOptions(argv, {})).toThrow(message);
  });

  it('replays a call as curl with the cookie and CSRF header, never the password', () => {
    const session = createSession({}, 1000);
    session.jar.set('XSRF-TOKEN', 'x1');
    session.jar.set('SESSION', 's1');
    const curl = session.curl(
      { method: 'POST', url: 'http://h/login', form: { username: 'ava', password: 'Pa ss#1' } },
      ['Pa ss#1'],
    );
    expect(curl).toBe(
      "curl -i -X POST 'http://h/login' -H 'cookie: XSRF-TOKEN=x1; SESSION=s1' -H 'X-CSRF-Token: x1' " +
        "-H 'content-type: application/x-www-form-urlencoded' --data-raw 'username=ava&password=<password>'",
    );
  });
});
