/**
 * Backups in the browser (docs/BACKUPS.md): on one built server the admin downloads a backup from
 * System settings > Backup; on a second, empty one (same APP_SECRET) the admin restores it, is
 * asked for REPLACE only when restoring a second time, and the first server's password-protected
 * share opens there with its password.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect } from 'vitest';
import { test } from '../support/fixtures.js';
import { startServer, TEST_ADMIN, type RunningServer } from '../support/server.js';
import { loginAsAdmin } from '../support/ui.js';

const env = { APP_SECRET: 'e2e-backup-secret-e2e-backup-secret-0123456789' };
const servers: RunningServer[] = [];
const downloads = mkdtempSync(join(tmpdir(), 'cloudpaste-e2e-backups-'));
afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop();
  rmSync(downloads, { recursive: true, force: true });
});

async function sharedPaste(url: string): Promise<string> {
  const login = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const res = await fetch(`${url}/api/paste`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ content: 'kept across the restore', password: 'kept-password' }),
  });
  return ((await res.json()) as { data: { slug: string } }).data.slug;
}

describe('backup and restore', () => {
  test('a backup downloaded from one instance restores into an empty one', async ({ newPage }) => {
    const source = await startServer({ env });
    servers.push(source);
    const target = await startServer({ env });
    servers.push(target);
    const slug = await sharedPaste(source.url);

    const from = await newPage({ baseURL: source.url, acceptDownloads: true });
    await loginAsAdmin(from);
    await from.getByRole('link', { name: 'Backup', exact: true }).click();
    const [download] = await Promise.all([
      from.waitForEvent('download'),
      from.getByTestId('backup-download').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^cloudpaste-backup-\d{8}-\d{6}\.jsonl$/);
    // The browser fetched it from a short-lived link (streamed to disk), not from the page's memory.
    expect(download.url()).toMatch(/\/api\/admin\/backup\/\d+\.[\w-]+\.[\w-]+$/);
    await from.getByText('Your browser is downloading the backup').waitFor();
    const file = join(downloads, download.suggestedFilename());
    await download.saveAs(file);

    const to = await newPage({ baseURL: target.url });
    await loginAsAdmin(to);
    await to.goto('/admin/settings/backup');
    await to.getByTestId('backup-file').setInputFiles(file);
    await to.getByTestId('backup-restore').click();
    await to.getByText('Backup restored').waitFor();
    await to.getByTestId('backup-sign-in').click();
    await to.getByTestId('login-submit').waitFor();

    // Again: the instance now holds the share, so the page asks for REPLACE first.
    await loginAsAdmin(to);
    await to.goto('/admin/settings/backup');
    await to.getByTestId('backup-file').setInputFiles(file);
    await to.getByTestId('backup-restore').click();
    await to.getByTestId('backup-confirm').fill('REPLACE');
    await to.getByRole('button', { name: 'Replace everything' }).click();
    await to.getByText('Backup restored').waitFor();

    const opened = await fetch(`${target.url}/api/paste/${slug}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'kept-password' }),
    });
    expect(((await opened.json()) as { data: { content: string } }).data.content).toBe(
      'kept across the restore',
    );
  });
});
