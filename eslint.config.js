// One ESLint config for every workspace, with the import boundaries of docs/STYLE.md per folder.
import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import local from './tools/eslint/no-sibling-imports.js';

// A ban: import patterns (gitignore-style, on the path as written) and why they are refused.
const ban = (message, ...group) => ({ group, message });

// One `no-restricted-imports` setting for a folder, from all the bans that hold there. In flat
// config a later block's setting replaces an earlier one for the same files, so each folder's block
// lists the bans of the whole workspace too (tools/eslint/boundaries.test.ts checks every one).
const restrict = (...bans) => ({ 'no-restricted-imports': ['error', { patterns: bans }] });

const inFolder = (folder) => path.join(import.meta.dirname, folder);

// Server: layers from the routes down; the server never imports the web app.
const serverWide = ban('The server never imports the web app.', '@cloudpaste/web', '**/web/src/**');
const noDataAccess = ban(
  'Routes, webdav, middleware and jobs call services, never repositories, db or storage drivers directly.',
  '**/repositories/**',
  '**/db/**',
  '**/storage/drivers/**',
  'kysely',
  'better-sqlite3',
  'pg',
  '@aws-sdk/*',
);
const noRoutes = ban(
  'Only app.ts mounts route modules; what routes and webdav share lives in http/.',
  '**/routes/**',
);

// Web: pages -> features -> components, api, auth, lib; app on top; never the server.
const webWide = ban(
  'The web app imports contracts, never the server.',
  '@cloudpaste/server',
  '**/server/**',
);
const web = (folder, message) => ban(message, `**/${folder}/**`);
const noFeatures = web(
  'features',
  'Features sit above this folder: what it needs from one moves here or to lib.',
);
const noPages = web('pages', 'Only the route table (app/routes.tsx) loads pages, lazily.');
const noApp = web(
  'app',
  'app/ is the shell on top: the router, layout and providers are imported by nothing below.',
);
const noApi = web(
  'api',
  'No data access here: only features/*/api.ts (and auth, offline) call the API.',
);
const noComponents = web('components', 'No UI here.');
const noPwa = web(
  'pwa',
  'pwa/ is the installable shell, wired in by main.tsx and app/; nothing below imports it.',
);
const noOffline = web(
  'offline',
  'offline/ is used by features and the app shell, not by what they build on.',
);
const noAuth = web(
  'auth',
  'No session here: what the auth store knows comes in as props or arguments.',
);
const noApiClient = ban('Only features/*/api.ts calls the api client.', '**/api/client*');

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', '**/.artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
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
  { files: ['server/src/**/*.ts'], rules: restrict(serverWide) },
  { files: ['server/src/routes/**/*.ts'], rules: restrict(serverWide, noDataAccess) },
  { files: ['server/src/webdav/**/*.ts'], rules: restrict(serverWide, noDataAccess, noRoutes) },
  { files: ['server/src/middleware/**/*.ts'], rules: restrict(serverWide, noDataAccess, noRoutes) },
  {
    files: ['server/src/jobs/**/*.ts'],
    rules: restrict(
      serverWide,
      noDataAccess,
      noRoutes,
      ban('Jobs call services; they answer no HTTP.', 'hono', 'hono/*', '**/middleware/**'),
    ),
  },
  {
    files: ['server/src/services/**/*.ts'],
    rules: restrict(
      serverWide,
      ban(
        'Services are given repositories and drivers; no Hono, env, fs, SQL or SDK here.',
        'hono',
        'hono/*',
        '**/config/env*',
        'node:fs',
        'node:fs/*',
        'better-sqlite3',
        'pg',
        '@aws-sdk/*',
        '**/routes/**',
        '**/middleware/**',
      ),
      ban(
        "Services get drivers through storage/registry.ts and storage-access.ts, never from a driver's own files.",
        '**/storage/drivers/**',
      ),
    ),
  },
  {
    files: ['server/src/repositories/**/*.ts'],
    rules: restrict(
      serverWide,
      ban(
        'Repositories hold queries only: no HTTP, no permission checks.',
        'hono',
        'hono/*',
        '**/services/**',
        '**/routes/**',
        '**/errors*',
        '**/policies/**',
      ),
    ),
  },
  {
    files: ['server/src/lib/**/*.ts'],
    rules: restrict(
      serverWide,
      ban(
        'Server lib holds small helpers every layer may use: it imports none of the layers, nor Hono.',
        '**/services/**',
        '**/routes/**',
        '**/middleware/**',
        '**/webdav/**',
        '**/jobs/**',
        '**/repositories/**',
        '**/db/**',
        '**/storage/**',
        '**/policies/**',
        '**/http/**',
        'hono',
        'hono/*',
      ),
    ),
  },
  {
    files: ['server/src/policies/**/*.ts'],
    rules: restrict(
      serverWide,
      ban('Policies are pure.', 'hono', 'hono/*', '**/repositories/**', '**/db/**', 'kysely'),
    ),
  },
  {
    files: ['server/src/storage/**/*.ts'],
    rules: restrict(
      serverWide,
      ban(
        'Storage drivers sit below the services: no services, routes, jobs, repositories, database or HTTP.',
        '**/services/**',
        '**/routes/**',
        '**/middleware/**',
        '**/webdav/**',
        // The WebDAV storage driver is a driver, not the server's WebDAV module.
        '!./drivers/webdav/**',
        '**/jobs/**',
        '**/repositories/**',
        '**/db/**',
        'hono',
        'hono/*',
        'kysely',
      ),
    ),
  },
  // Each driver owns its folder: local and S3 share only what storage/ itself holds.
  {
    files: ['server/src/storage/drivers/**/*.ts'],
    plugins: { local },
    rules: {
      'local/no-sibling-imports': ['error', { parent: inFolder('server/src/storage/drivers') }],
    },
  },
  // Each service area (a folder under services/) is used by the others through its index.ts only.
  {
    files: ['server/src/services/**/*.ts'],
    plugins: { local },
    rules: {
      'local/no-sibling-imports': [
        'error',
        { parent: inFolder('server/src/services'), entry: 'index' },
      ],
    },
  },
  // Web: pages -> features -> components, api, auth, lib; no server imports; features stay apart.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...restrict(webWide) },
  },
  // The route table imports pages only through import(), so no page lands in the entry chunk.
  { files: ['web/src/app/**/*.{ts,tsx}'], rules: restrict(webWide, noPages) },
  {
    files: ['web/src/pages/**/*.{ts,tsx}'],
    rules: restrict(
      webWide,
      ban(
        'Pages compose features and fetch nothing themselves.',
        '**/api/**',
        '**/app/**',
        '**/offline/**',
        '**/pwa/**',
        '@tanstack/react-query',
      ),
    ),
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: restrict(webWide, noPages, noApp, noApiClient),
  },
  { files: ['web/src/features/**/api.ts'], rules: restrict(webWide, noPages, noApp) },
  // A test renders a feature the way the app does, inside the app's own router.
  {
    files: ['web/src/features/**/*.test.{ts,tsx}', 'web/src/features/**/testing/**'],
    rules: restrict(webWide, noPages, noApiClient),
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    plugins: { local },
    rules: {
      'local/no-sibling-imports': [
        'error',
        {
          parent: inFolder('web/src/features'),
          allow: [
            // The explorer's share dialog offers the upload page's share options (values, checks,
            // defaults, fields and the upload namespace's words), so both make the same shares;
            // they speak the upload engine's types and words, which would have to move with them.
            { from: 'explorer', to: 'upload/shareOptions' },
            { from: 'explorer', to: 'upload/components/ShareLimitFields' },
            // Files pasted or dropped into the share editor upload as file shares through the
            // upload page's engine; quickUploads.ts is the one door to it (docs/EDITOR.md).
            { from: 'pastes', to: 'upload/quickUploads' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/components/**/*.{ts,tsx}'],
    rules: restrict(webWide, noFeatures, noPages, noApp, noApi, noPwa, noOffline, noAuth),
  },
  {
    files: ['web/src/lib/**/*.ts'],
    rules: restrict(
      webWide,
      noFeatures,
      noPages,
      noApp,
      noApi,
      noComponents,
      noPwa,
      noOffline,
      noAuth,
      ban('lib holds pure helpers: no React, no translations.', 'react', '**/i18n/**'),
    ),
  },
  {
    files: ['web/src/api/**/*.ts'],
    rules: restrict(webWide, noFeatures, noPages, noApp, noComponents, noPwa, noOffline, noAuth),
  },
  {
    files: ['web/src/auth/**/*.{ts,tsx}'],
    rules: restrict(webWide, noFeatures, noPages, noApp, noComponents, noPwa, noOffline),
  },
  {
    files: ['web/src/offline/**/*.{ts,tsx}'],
    rules: restrict(webWide, noFeatures, noPages, noApp, noPwa),
  },
  {
    files: ['web/src/pwa/**/*.{ts,tsx}'],
    rules: restrict(webWide, noFeatures, noPages, noApp, noApi, noOffline, noAuth),
  },
);
