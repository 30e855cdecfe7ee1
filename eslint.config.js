// One ESLint config for every workspace, with the import boundaries of docs/STYLE.md per folder.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', '**/.artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  // Tests and test helpers may use loose JSON types.
  {
    files: ['**/*.test.{ts,tsx}', 'server/test/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // contracts imports only zod.
  {
    files: ['contracts/src/**/*.ts'],
    ignores: ['contracts/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.{1,2}/).*', message: 'contracts imports only zod.' }] },
      ],
    },
  },
  // Server layering: routes/webdav/middleware/jobs -> services -> repositories, storage -> db.
  {
    files: ['server/src/routes/**/*.ts', 'server/src/webdav/**/*.ts'],
    rules: restrict(
      ['**/repositories/**', '**/db/**', '**/storage/drivers/**', 'kysely', 'better-sqlite3', 'pg', '@aws-sdk/*'],
      'Routes and webdav call services, never repositories, db or storage directly.',
    ),
  },
  {
    files: ['server/src/services/**/*.ts'],
    rules: restrict(
      ['hono', 'hono/*', '**/config/env*', 'node:fs', 'node:fs/*', 'better-sqlite3', 'pg', '@aws-sdk/*', '**/routes/**', '**/middleware/**'],
      'Services are given repositories and drivers; no Hono, env, fs, SQL or SDK here.',
    ),
  },
  {
    files: ['server/src/repositories/**/*.ts'],
    rules: restrict(
      ['hono', 'hono/*', '**/services/**', '**/routes/**', '**/errors*', '**/policies/**'],
      'Repositories hold queries only: no HTTP, no permission checks.',
    ),
  },
  {
    files: ['server/src/policies/**/*.ts'],
    rules: restrict(['hono', 'hono/*', '**/repositories/**', '**/db/**', 'kysely'], 'Policies are pure.'),
  },
  // Web: pages -> features -> components, api, lib; no server imports; features stay apart.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict(['@cloudpaste/server', '**/server/**'], 'The web app imports contracts, never the server.'),
    },
  },
  {
    files: ['web/src/components/**/*.{ts,tsx}'],
    rules: restrict(
      ['**/features/**', '**/pages/**', '**/api/**', '@cloudpaste/server'],
      'Shared components are presentational: no data access, no features.',
    ),
  },
  {
    files: ['web/src/lib/**/*.ts'],
    rules: restrict(
      ['**/features/**', '**/pages/**', '**/api/**', '**/components/**', '**/app/**', 'react'],
      'lib holds pure helpers: no React, no UI, no data access.',
    ),
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    ignores: ['web/src/features/**/api.ts'],
    rules: restrict(
      ['**/api/client*', '**/pages/**', '@cloudpaste/server'],
      'Only features/*/api.ts calls the api client; features never import pages.',
    ),
  },
);
