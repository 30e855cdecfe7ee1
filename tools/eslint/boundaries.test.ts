/**
 * The import boundaries of eslint.config.js (docs/STYLE.md, "Which way imports go") hold in every
 * folder: a file that imports across one fails lint, the workspace-wide bans included, and the
 * imports each folder is meant to make pass.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

interface Folder {
  /** A file of the folder, relative to the repository root (it need not exist). */
  file: string;
  /** Import paths, as written in that file, that lint must refuse. */
  refused: string[];
  /** Import paths that lint must let through. */
  allowed: string[];
}

// Every web folder refuses the server; every server folder refuses the web app.
const SERVER = '@cloudpaste/server';
const WEB = '@cloudpaste/web';

const folders: Folder[] = [
  {
    file: 'contracts/src/shares.ts',
    refused: ['hono', '@cloudpaste/web'],
    allowed: ['zod', './limits'],
  },
  // Server
  { file: 'server/src/app.ts', refused: [WEB, '../../web/src/main.js'], allowed: ['hono'] },
  {
    file: 'server/src/routes/pastes.routes.ts',
    refused: [
      WEB,
      '../repositories/paste.repository.js',
      '../db/database.js',
      '../storage/drivers/s3/s3.driver.js',
      'kysely',
      'pg',
      '@aws-sdk/client-s3',
    ],
    allowed: [
      'hono',
      '../services/pastes/paste.service.js',
      '../http/respond.js',
      './file-content.js',
    ],
  },
  {
    file: 'server/src/webdav/dav-files.ts',
    refused: [
      WEB,
      '../repositories/fs.repository.js',
      '../storage/drivers/local/local.driver.js',
      '../routes/file-content.js',
    ],
    allowed: [
      '../services/fs/index.js',
      '../http/content/file-content.js',
      '../middleware/auth.js',
    ],
  },
  {
    file: 'server/src/middleware/auth.ts',
    refused: [
      WEB,
      '../repositories/session.repository.js',
      '../db/database.js',
      '../routes/auth.routes.js',
    ],
    allowed: ['hono', '../services/accounts/auth.service.js', '../storage/driver.js'],
  },
  {
    file: 'server/src/jobs/scheduler.ts',
    refused: [
      WEB,
      '../repositories/paste.repository.js',
      '../storage/drivers/s3/s3.driver.js',
      'hono',
      '../middleware/auth.js',
      '../routes/pastes.routes.js',
    ],
    allowed: ['../services/index.js', 'pino'],
  },
  {
    file: 'server/src/services/paste.service.ts',
    refused: [
      WEB,
      'hono',
      '../config/env.js',
      'node:fs',
      'pg',
      '@aws-sdk/client-s3',
      '../routes/pastes.routes.js',
      '../middleware/auth.js',
      '../storage/drivers/local/local.driver.js',
      './attempts/share-password.js',
    ],
    allowed: [
      '../repositories/paste.repository.js',
      '../storage/driver.js',
      '../storage/registry.js',
      './attempts/index.js',
      './settings.service.js',
    ],
  },
  // A service area reaches another only through its index.ts, whatever the area's name.
  {
    file: 'server/src/services/fs/fs-share.service.ts',
    refused: [
      '../files/file-deps.js',
      '../files/share-rows.js',
      '../uploads/upload-limits.js',
      '../storage/storage-resolver.js',
      '../../services/files/file-views.js',
    ],
    allowed: [
      '../files/index.js',
      '../uploads/index.js',
      './fs-listings.js',
      '../settings.service.js',
      '../storage-access.js',
    ],
  },
  {
    file: 'server/src/services/some-new-area/thing.ts',
    refused: ['../another-area/internal.js'],
    allowed: ['../another-area/index.js', './internal.js'],
  },
  {
    file: 'server/src/repositories/paste.repository.ts',
    refused: [
      WEB,
      'hono',
      '../services/pastes/paste.service.js',
      '../errors.js',
      '../policies/shares.js',
    ],
    allowed: ['kysely', '../db/types.js'],
  },
  {
    file: 'server/src/lib/zip-stream.ts',
    refused: [
      WEB,
      '../services/fs/index.js',
      '../routes/fs.routes.js',
      '../middleware/auth.js',
      '../webdav/dav-files.js',
      '../jobs/scheduler.js',
      '../repositories/paste.repository.js',
      '../db/types.js',
      '../storage/driver.js',
      '../policies/access.js',
      '../http/respond.js',
      'hono',
    ],
    allowed: ['./content-disposition.js', 'node:stream', 'yazl'],
  },
  {
    file: 'server/src/policies/shares.ts',
    refused: [WEB, 'hono', '../repositories/paste.repository.js', '../db/types.js', 'kysely'],
    allowed: ['@cloudpaste/contracts'],
  },
  {
    file: 'server/src/storage/registry.ts',
    refused: [
      WEB,
      '../services/storage-access.js',
      '../routes/fs.routes.js',
      '../middleware/auth.js',
      '../webdav/dav-files.js',
      '../jobs/scheduler.js',
      '../repositories/storage-config.repository.js',
      '../db/types.js',
      'hono',
      'kysely',
    ],
    allowed: [
      './drivers/s3/s3.driver.js',
      './drivers/webdav/definition.js',
      './driver.js',
      '../lib/secret-box.js',
    ],
  },
  {
    file: 'server/src/storage/drivers/local/local.driver.ts',
    refused: [
      WEB,
      '../s3/s3-client.js',
      '../../drivers/s3/s3.driver.js',
      '../../../services/fs/index.js',
    ],
    allowed: ['./local-files.js', '../../driver.js', '../../local-signed-url.js', 'node:fs'],
  },
  // Web
  {
    file: 'web/src/main.tsx',
    refused: [SERVER, '../../server/src/app.js'],
    allowed: ['./app/App'],
  },
  {
    file: 'web/src/app/routes.tsx',
    refused: [SERVER, '../pages/HomePage'],
    allowed: ['../features/pastes/api', '../components/Button', './router/AppRouter'],
  },
  {
    file: 'web/src/pages/HomePage.tsx',
    refused: [
      SERVER,
      '../api/client',
      '../app/routes',
      '../offline/offlineQueue',
      '../pwa/pwa',
      '@tanstack/react-query',
    ],
    allowed: ['../features/pastes/editor/PasteEditor', '../components/PageHeader', 'react-i18next'],
  },
  {
    file: 'web/src/features/pastes/editor/PasteEditor.tsx',
    refused: [
      SERVER,
      '../../../api/client',
      '../../../pages/HomePage',
      '../../../app/router/RouterView',
      '../../files/api',
      '../../../features/files/api',
      '../../auth/LoginPanel',
    ],
    allowed: [
      '../api',
      '../../../components/Button',
      '../../../lib/format',
      '../../../auth/useAuth',
      '../../../offline/offlineSync',
    ],
  },
  {
    file: 'web/src/features/pastes/api.ts',
    refused: [SERVER, '../../pages/HomePage', '../../app/routes', '../files/api'],
    allowed: ['../../api/client'],
  },
  {
    file: 'web/src/features/explorer/actions/ShareDialog.tsx',
    refused: [SERVER, '../../upload/api', '../../upload/components/Uploader'],
    allowed: ['../../upload/shareOptions', '../../upload/components/ShareLimitFields', '../api'],
  },
  {
    file: 'web/src/features/pastes/editor/uploads/lazyUploads.ts',
    refused: [SERVER, '../../../upload/api', '../../../upload/engine/UploadQueue'],
    allowed: ['../../../upload/quickUploads', '../editorSurface'],
  },
  {
    file: 'web/src/features/explorer/testing/renderExplorer.tsx',
    refused: [SERVER, '../../../api/client', '../../../pages/HomePage', '../../upload/api'],
    allowed: ['../../../app/router/AppRouter', '../MountExplorer'],
  },
  {
    file: 'web/src/components/OnDemand.tsx',
    refused: [
      SERVER,
      '../features/pastes/api',
      '../pages/HomePage',
      '../api/client',
      '../app/router/RouterView',
      '../pwa/pwa',
      '../offline/offlineQueue',
      '../auth/useAuth',
    ],
    allowed: ['./useIsOnline', '../lib/retryableImport', 'react'],
  },
  {
    file: 'web/src/lib/format.ts',
    refused: [
      SERVER,
      '../features/pastes/api',
      '../pages/HomePage',
      '../api/client',
      '../components/Button',
      '../app/routes',
      '../pwa/pwa',
      '../offline/offlineQueue',
      '../auth/useAuth',
      '../i18n/bundles',
      'react',
    ],
    allowed: ['./shareLinks', '@cloudpaste/contracts'],
  },
  {
    file: 'web/src/api/client.ts',
    refused: [
      SERVER,
      '../features/pastes/api',
      '../pages/HomePage',
      '../app/routes',
      '../components/Button',
      '../pwa/pwa',
      '../offline/offlineQueue',
      '../auth/useAuth',
    ],
    allowed: ['../lib/format', '../i18n/serverErrors'],
  },
  {
    file: 'web/src/auth/useAuth.ts',
    refused: [
      SERVER,
      '../features/auth/LoginPanel',
      '../pages/HomePage',
      '../app/routes',
      '../components/Button',
      '../pwa/pwa',
      '../offline/offlineQueue',
    ],
    allowed: ['../api/client', 'react'],
  },
  {
    file: 'web/src/offline/offlineSync.ts',
    refused: [SERVER, '../features/pastes/api', '../pages/HomePage', '../app/routes', '../pwa/pwa'],
    allowed: ['../api/client', '../auth/useAuth', '../components/Button', 'dexie'],
  },
  {
    file: 'web/src/pwa/OfflineIndicator.tsx',
    refused: [
      SERVER,
      '../features/pastes/api',
      '../pages/HomePage',
      '../app/routes',
      '../api/client',
      '../offline/offlineQueue',
      '../auth/useAuth',
    ],
    allowed: ['../components/useIsOnline', '../lib/format'],
  },
];

/** A file that imports `source` and uses what it gets, so that nothing else is reported. */
const importing = (source: string) =>
  `import { thing } from '${source}';\nexport const used = thing;\n`;

let eslint: ESLint;

// The first lint loads eslint.config.js with typescript-eslint and its plugins: 1-6 s on a loaded
// two-core machine, which the first test paid against Vitest's 5 s (docs/PERFORMANCE.md, test
// suite). One lint here loads it, within a setup budget of its own; each test then lints in ms.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });
  await eslint.lintText('', { filePath: path.join(root, 'contracts/src/shares.ts') });
}, 60_000);

async function problems(file: string, source: string) {
  const [result] = await eslint.lintText(importing(source), { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe.each(folders)('$file', ({ file, refused, allowed }) => {
  it.each(refused)('may not import %s', async (source) => {
    const found = await problems(file, source);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^(no-restricted-imports|local\/no-sibling-imports): /);
  });
  it.each(allowed)('may import %s', async (source) => {
    expect(await problems(file, source)).toEqual([]);
  });
});

describe('dynamic imports', () => {
  it('the route table loads a page with import()', async () => {
    const [result] = await eslint.lintText(
      "export const page = () => import('../pages/HomePage');\n",
      { filePath: path.join(root, 'web/src/app/routes.tsx') },
    );
    expect(result?.messages).toEqual([]);
  });

  it('a feature may not load another feature with import()', async () => {
    const [result] = await eslint.lintText(
      "export const other = () => import('../../files/api');\n",
      { filePath: path.join(root, 'web/src/features/pastes/editor/PasteEditor.tsx') },
    );
    expect(result?.messages.map((message) => message.ruleId)).toEqual(['local/no-sibling-imports']);
  });
});
