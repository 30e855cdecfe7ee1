/**
 * An upgrade the built server cannot do (docs/DEPLOY.md, "Upgrades"): started on a database that a
 * newer release has migrated, it leaves the database untouched, says why in its output, answers
 * every request 503 (the health check included) and shows a browser the reason in its language.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, expect, test } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server.js';

const NEWER = '9999-from-a-newer-release';

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

/** The migrations the database has had, as the migrator's log says. */
function migrationLog(dataDir: string): string[] {
  const db = new SQLite(join(dataDir, 'cloudpaste.db'));
  try {
    const rows = db.prepare('SELECT name FROM kysely_migration ORDER BY name').all();
    return (rows as { name: string }[]).map((r) => r.name);
  } finally {
    db.close();
  }
}

test('a database a newer release migrated: 503 everywhere with why, nothing changed', async () => {
  // The current release makes the database, then stops; a newer one (pretended) migrates it further.
  const dataDir = mkdtempSync(join(tmpdir(), 'cloudpaste-upgrade-'));
  const current = await startServer({ dataDir });
  expect(await current.signal('SIGTERM')).toBe(0);
  const sqlite = new SQLite(join(dataDir, 'cloudpaste.db'));
  sqlite
    .prepare('INSERT INTO kysely_migration (name, timestamp) VALUES (?, ?)')
    .run(NEWER, new Date().toISOString());
  sqlite.close();
  const before = migrationLog(dataDir);

  server = await startServer({ dataDir, healthy: false });
  const health = await fetch(`${server.url}/api/health`);
  expect(health.status).toBe(503);
  expect(await health.json()).toMatchObject({
    code: 503,
    success: false,
    error: 'SERVICE_UNAVAILABLE',
    reason: 'http.databaseNewer',
    params: { schemaAt: NEWER },
  });
  const login = await fetch(`${server.url}/api/admin/login`, { method: 'POST', body: '{}' });
  expect(login.status).toBe(503);
  expect(server.output()).toContain(`CloudPaste cannot start: database upgrade failed:`);

  const browser = await launchBrowser();
  try {
    for (const [locale, words] of [
      ['en-US', `this database was upgraded to ${NEWER} by a newer release`],
      ['zh-CN', `此数据库已被比当前版本更新的 CloudPaste 升级到 ${NEWER}`],
    ] as const) {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      const answer = await page.goto(`${server.url}/`);
      expect(answer?.status()).toBe(503);
      await expect.poll(() => page.getByRole('alert').textContent()).toContain(words);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  expect(migrationLog(dataDir)).toEqual(before);
});
