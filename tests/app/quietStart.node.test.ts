/**
 * `npm start`, `npm run preview` and the build load vite.config.ts and everything it imports (the mock
 * server, the build plugins, what they read of src/); Vite checks that graph against Node's own loader
 * and prints a warning line for every import Node could not load as written (a JSON import without
 * `with { type: 'json' }`, a relative import without its extension). What a person sees when the app
 * starts is the address and the personas, so the graph stays loadable as written.
 */
import { createLogger, loadConfigFromFile, type Logger } from 'vite';
import { expect, it } from 'vitest';

it('loads vite.config.ts without a warning', async () => {
  const said: string[] = [];
  const logger: Logger = {
    ...createLogger('silent'),
    warn: (message) => void said.push(message),
    warnOnce: (message) => void said.push(message),
    error: (message) => void said.push(message),
  };
  const loaded = await loadConfigFromFile(
    { command: 'serve', mode: 'development' },
    'vite.config.ts',
    process.cwd(),
    'warn',
    logger,
  );
  expect(loaded?.dependencies.length, 'the files the config imports').toBeGreaterThan(10);
  expect(said).toEqual([]);
});
