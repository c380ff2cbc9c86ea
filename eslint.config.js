import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'test-results/', 'playwright-report/', 'drizzle/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
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
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The house rules of docs/architecture.md: one direction of imports.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
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
            {
              target: './src/i18n',
              from: ['./src/server', './src/client'],
              message: 'i18n is shared by client and server.',
            },
            {
              target: './src/client',
              from: './src/server',
              except: ['./app.ts'],
              message: 'The client reaches the server only through the API type.',
            },
            { target: './src/server', from: './src/client', message: 'The server never imports client code.' },
            {
              target: './src/client/features/booking',
              from: './src/client/features',
              except: ['./booking', './catalogue'],
            },
            { target: './src/client/features/auth', from: './src/client/features', except: ['./auth'] },
            { target: './src/client/features/catalogue', from: './src/client/features', except: ['./catalogue'] },
            {
              target: './src/client/features/appointments',
              from: './src/client/features',
              except: ['./appointments', './catalogue'],
            },
            { target: './src/client/features/calendar', from: './src/client/features', except: ['./calendar'] },
            {
              target: './src/client/features/technician-stats',
              from: './src/client/features',
              except: ['./technician-stats'],
            },
            { target: './src/client/features/home', from: './src/client/features', except: ['./home', './catalogue'] },
          ],
        },
      ],
    },
  },
);
