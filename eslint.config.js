import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

/** Features every feature may use: the public menu store (catalogue). */
const SHARED_FEATURES = ['catalogue'];

function featureZones() {
  return readdirSync('./src/client/features', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./src/client/features/${name}`,
      from: './src/client/features',
      except: [...new Set([`./${name}`, ...SHARED_FEATURES.map((shared) => `./${shared}`)])],
      message: 'Features do not import each other: move what both need to components/ or lib/.',
    }));
}

/** The house rules of docs/architecture.md: one direction of imports. */
function houseZones() {
  return [
    {
      target: './src/domain',
      from: ['./src/server', './src/client'],
      message: 'domain is pure: no server or client code.',
    },
    {
      target: './src/config',
      from: ['./src/server', './src/client', './src/domain'],
      message: 'config is plain data.',
    },
    { target: './src/i18n', from: ['./src/server', './src/client'], message: 'i18n is shared by client and server.' },
    {
      target: './src/client',
      from: './src/server',
      except: ['./app.ts'],
      message: 'The client reaches the server only through the API type.',
    },
    { target: './src/server', from: './src/client', message: 'The server never imports client code.' },
    // Features do not import each other (pages compose them): one zone per feature folder, found on disk,
    // so a new feature is covered without anyone remembering. Shared with all: the public menu store.
    ...featureZones(),
  ];
}

/**
 * On the server a request travels routes -> services -> db, never back: a service answers any caller
 * (a route, the mail worker, a CLI), and the database layer knows nothing of either. Tests are exempt:
 * a database test may drive a service to set the scene.
 */
const SERVER_DIRECTION_ZONES = [
  {
    target: './src/server/services',
    from: './src/server/routes',
    message: 'Services do not import routes: move what both need into the service (or domain).',
  },
  {
    target: './src/server/db',
    from: [
      './src/server/services',
      './src/server/routes',
      './src/server/mail',
      './src/server/auth',
      './src/server/http',
    ],
    message: 'db is the bottom layer: it imports no services, routes, mail, auth or http code.',
  },
];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'test-results/', 'playwright-report/', 'drizzle/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    // A stray `.only` silently skips every other test of the file, locally as in CI (issue 27 §6).
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression > MemberExpression.callee[property.name='only']",
          message: 'Remove .only: it skips every other test. Run one test with `vitest -t` or `playwright --grep`.',
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/external-module-folders': ['node_modules'] },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-i18next',
              message: 'Use useTranslation from src/client/lib/use-translation.ts (docs/decisions/176).',
            },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The house rules of docs/architecture.md: one direction of imports.
      'import-x/no-restricted-paths': ['error', { zones: houseZones() }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...houseZones(), ...SERVER_DIRECTION_ZONES] }],
    },
  },
);
