// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

// DESIGN.md "Layout": who may import whom. Features never import each other or the app shell.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const boundaryZones = [
  { target: './src/lib', from: ['./src/api', './src/ui', './src/features', './src/app', './mock-server'] },
  { target: './src/ui', from: ['./src/api', './src/features', './src/app', './mock-server'] },
  { target: './src/api', from: ['./src/ui', './src/features', './src/app', './mock-server'] },
  { target: './src/features', from: ['./src/app', './mock-server'] },
  {
    target: './mock-server',
    from: './src',
    except: ['./api/generated'],
    message: 'The mock server may use only the generated API types (and locales).',
  },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature; move shared code to src/lib or src/ui.',
  })),
];

// Production code never reaches into the mock server or the test kit; tests may (they render the
// whole app against the real mock server).
const productionOnlyZones = [{ target: './src', from: ['./mock-server', './tests'] }];

export default tseslint.config(
  { ignores: ['dist', 'dist-demo', 'node_modules', 'src/api/generated', 'public/mockServiceWorker.js', 'bench', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['*.js'], languageOptions: { globals: { URL: 'readonly', process: 'readonly' } } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, ...productionOnlyZones] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Only src/api talks to the network: screens go through the generated clients.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the backends through the clients in src/api.' },
        { name: 'XMLHttpRequest', message: 'Call the backends through the clients in src/api.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'Call the backends through the clients in src/api.' },
        { object: 'globalThis', property: 'fetch', message: 'Call the backends through the clients in src/api.' },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: boundaryZones.filter((zone) => !(zone.target === './src/features' && zone.from.includes('./src/app'))) },
      ],
    },
  },
);
