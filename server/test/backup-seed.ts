/**
 * An instance holding one of everything a backup keeps, made through the real routes: a text share
 * with a password and views, a file share, an API key, changed settings, a mount, an S3 storage
 * configuration with a sealed secret, WebDAV dead properties and a lock; and the rows of every
 * table compared (services/backup/*.test.ts).
 */
import { expect } from 'vitest';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../src/db/database.js';
import type { Database } from '../src/db/types.js';
import type { TableSpec } from '../src/db/table-catalogue.js';
import { TableRowsRepository, type TableRow } from '../src/repositories/table-rows.repository.js';
import { upload } from './file-shares.js';
import { s3ConfigBody } from './s3-config-body.js';
import { davTestApp, type DavTestApp } from './webdav-app.js';

export const SEED_PASSWORD = 'paste password';
export const S3_SECRET = 'the s3 secret access key';

export interface Seeded {
  app: DavTestApp;
  pasteSlug: string;
  apiKey: string;
  s3ConfigId: string;
}

export async function seededInstance(database: DatabaseHandle): Promise<Seeded> {
  const app = await davTestApp('local', { database });
  const { t } = app;
  const token = await t.adminToken();
  const paste = await t.call('POST', '/api/paste', {
    token,
    body: { content: '# kept', password: SEED_PASSWORD, max_views: 10 },
  });
  expect(paste.status).toBe(201);
  const pasteSlug = paste.json.data.slug as string;
  expect(
    (await t.call('POST', `/api/paste/${pasteSlug}`, { body: { password: SEED_PASSWORD } })).status,
  ).toBe(200);
  const { key: apiKey } = await t.createKey(token, { name: 'kept key', permissions: 3 });
  const shared = await upload(t, { token });
  expect(shared.status).toBe(201);
  const settings = await t.call('PUT', '/api/admin/settings/group/2', {
    token,
    body: { preview_text_types: 'txt,md,log' },
  });
  expect(settings.status).toBe(200);
  const s3 = await t.call('POST', '/api/s3-configs', {
    token,
    body: s3ConfigBody(
      {
        endpoint: 'http://127.0.0.1:9',
        region: 'us-east-1',
        bucket: 'kept-bucket',
        accessKeyId: 'kept-access-key',
        secretAccessKey: S3_SECRET,
        pathStyle: true,
        customHost: null,
      },
      'kept s3',
    ),
  });
  expect(s3.status).toBe(201);
  const proppatch = await app.dav('PROPPATCH', '/dav/team/docs/a%20%26%20b.txt', {
    headers: { 'Content-Type': 'application/xml' },
    body: `<?xml version="1.0"?><D:propertyupdate xmlns:D="DAV:" xmlns:Z="urn:kept"><D:set><D:prop><Z:colour>blue</Z:colour></D:prop></D:set></D:propertyupdate>`,
  });
  expect(proppatch.status).toBe(207);
  const lock = await app.dav('LOCK', '/dav/team/docs/a%20%26%20b.txt', {
    headers: { 'Content-Type': 'application/xml', Timeout: 'Second-3600' },
    body: `<?xml version="1.0"?><D:lockinfo xmlns:D="DAV:"><D:lockscope><D:exclusive/></D:lockscope><D:locktype><D:write/></D:locktype><D:owner>kept</D:owner></D:lockinfo>`,
  });
  expect(lock.status).toBe(200);
  return { app, pasteSlug, apiKey, s3ConfigId: s3.json.data.id as string };
}

/** Every row of the tables, in key order. */
export async function tableContents(
  database: DatabaseHandle,
  tables: readonly TableSpec[],
): Promise<Record<string, TableRow[]>> {
  const rows = new TableRowsRepository(database.db);
  const contents: Record<string, TableRow[]> = {};
  for (const table of tables) {
    contents[table.name] = [];
    for await (const page of rows.pages(table)) contents[table.name]!.push(...page);
  }
  return contents;
}

/** A text share written straight into the table, at any schema that has `pastes`. */
export async function insertPaste(db: Kysely<Database>, slug: string): Promise<void> {
  const at = '2026-01-01T00:00:00.000Z';
  await db
    .insertInto('pastes')
    .values({
      id: `id-${slug}`,
      slug,
      content: 'x',
      format: 'text',
      size: 1,
      max_views: 0,
      created_by: 'admin',
      created_at: at,
      updated_at: at,
    })
    .execute();
}
