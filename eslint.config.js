// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// src/README.md "Layers": who may import whom, as core `no-restricted-imports` patterns over the import
// specifiers (gitignore syntax). Features never import each other, the app shell or the mock server.
const layer = (message, ...groups) => ({ group: groups.flatMap((g) => [g, `${g}/**`]), message });
const NO_MOCK = layer('Production code never imports the mock server or the test kit.', '**/mock-server', '**/tests');
const boundaries = [
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    patterns: [layer('src/lib imports nothing in src but src/lib.', '**/api', '**/ui', '**/features', '**/app')],
  },
  { files: ['src/ui/**/*.{ts,tsx}'], patterns: [layer('src/ui may import only src/lib.', '**/api', '**/features', '**/app')] },
  { files: ['src/api/**/*.{ts,tsx}'], patterns: [layer('src/api may import only src/lib and generated types.', '**/ui', '**/features', '**/app')] },
  {
    files: ['src/features/*/*.{ts,tsx}'],
    patterns: [
      layer('A feature never imports the app shell.', '**/app'),
      { regex: '^\\.\\./(?!\\.\\./)', message: 'A feature never imports another feature; move shared code to src/lib or src/ui.' },
    ],
  },
  {
    files: ['src/features/*/*/*.{ts,tsx}'],
    patterns: [
      layer('A feature never imports the app shell.', '**/app'),
      { regex: '^\\.\\./\\.\\./(?!\\.\\./)', message: 'A feature never imports another feature; move shared code to src/lib or src/ui.' },
    ],
  },
  {
    files: ['mock-server/**/*.ts'],
    patterns: [{ regex: '(^|/)src/(?!api/generated/)', message: 'The mock server may use only the generated API types (and locales).' }],
  },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-demo', 'node_modules', 'src/api/generated', 'public/mockServiceWorker.js', 'bench', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['*.js'], languageOptions: { globals: { URL: 'readonly', process: 'readonly' } } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
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
  // Import boundaries. Test files may import the harness, the app shell and the mock server.
  ...boundaries.map(({ files, patterns }) => ({
    files,
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: files[0].startsWith('src/') ? [...patterns, NO_MOCK] : patterns },
      ],
    },
  })),
);
