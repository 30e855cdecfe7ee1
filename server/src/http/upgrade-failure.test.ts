/**
 * An instance whose upgrade failed answers a clear 503 everywhere instead of serving the app on a
 * database it could not upgrade: the failure comes from a real upgrade on every dialect, with a
 * migration list that breaks (as main.ts gets it from migrateToLatest).
 */
import type { Kysely, Migration } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDialects, type TestDialect } from '../../test/databases.js';
import { migrateToLatest, UpgradeFailure } from '../db/database.js';
import { migrations } from '../db/migrations/index.js';
import { upgradeFailureApp } from './upgrade-failure.js';

const broken: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createTable('half_made').addColumn('id', 'text').execute();
    throw new Error('column "x" <does not> exist');
  },
};
const LATEST = Object.keys(migrations).at(-1)!;

async function failedUpgrade(dialect: TestDialect) {
  const handle = await dialect.open();
  try {
    await migrateToLatest(handle.db);
    const failure = await migrateToLatest(handle.db, { ...migrations, '9999-broken': broken }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(UpgradeFailure);
    return failure as UpgradeFailure;
  } finally {
    await handle.close();
  }
}

describe.each(testDialects)('after a failed upgrade on $name', (dialect) => {
  it('answers 503 on every API route, health included, naming the migration and the schema', async () => {
    const app = upgradeFailureApp(await failedUpgrade(dialect));
    for (const [method, path] of [
      ['GET', '/api/health'],
      ['POST', '/api/admin/login'],
      ['GET', '/api/paste/abc'],
    ] as const) {
      const res = await app.request(path, { method });
      expect(res.status, path).toBe(503);
      expect(await res.json()).toEqual({
        code: 503,
        success: false,
        data: null,
        error: 'SERVICE_UNAVAILABLE',
        reason: 'http.upgradeFailed',
        params: {
          migration: '9999-broken',
          schemaAt: LATEST,
          detail: 'column "x" <does not> exist',
        },
        message: `the database upgrade failed at 9999-broken: column "x" <does not> exist; the database was left unchanged at ${LATEST}, and this server answers no request until an administrator fixes the upgrade (the server log has the details)`,
      });
    }
    const zh = await app.request('/api/health', { headers: { 'Accept-Language': 'zh-CN' } });
    expect(((await zh.json()) as { message: string }).message).toBe(
      `数据库升级在 9999-broken 失败：column "x" <does not> exist；数据库保持在 ${LATEST}，未作任何改动。在管理员修复升级之前，此服务器不处理任何请求（详情见服务器日志）`,
    );
  });
});

describe('after a failed upgrade', () => {
  const failure = new UpgradeFailure(
    '0016-storage-settings',
    '0015-cluster-state',
    'no <b>disk</b>',
  );

  it('shows a browser the message on a page without script, in its language', async () => {
    const app = upgradeFailureApp(failure);
    const res = await app.request('/p/some-share', {
      headers: { Accept: 'text/html,*/*', 'Accept-Language': 'zh-CN,zh;q=0.9' },
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('数据库升级在 0016-storage-settings 失败：no &lt;b&gt;disk&lt;/b&gt;');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<script');
  });

  it('answers WebDAV and other clients in text', async () => {
    const res = await upgradeFailureApp(failure).request('/dav/', { method: 'PROPFIND' });
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('failed at 0016-storage-settings: no <b>disk</b>');
  });

  it('says so when a newer release migrated the database', async () => {
    const newer = new UpgradeFailure(undefined, '0042-future', 'corrupted migrations: …');
    const res = await upgradeFailureApp(newer).request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      reason: 'http.databaseNewer',
      params: { schemaAt: '0042-future' },
    });
  });
});
