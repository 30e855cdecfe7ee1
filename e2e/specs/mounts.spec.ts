/**
 * Mounts end to end on the embedded local storage: the admin adds a mount in Mount management,
 * files arrive through the filesystem API as a script would send them, and the explorer browses
 * them, previews a Markdown file in place and downloads a binary one byte for byte.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, expect } from 'vitest';
import { adminToken } from '../support/api.js';
import { baseURL } from '../support/context.js';
import { test } from '../support/fixtures.js';
import { uploadFile } from '../support/fs.js';
import { loginAsAdmin } from '../support/ui.js';

const BINARY = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('mounts', () => {
  test('a mount added in the admin panel is browsed, previewed and downloaded in the explorer', async ({
    newPage,
  }) => {
    const admin = await newPage();
    await loginAsAdmin(admin);
    await admin.goto('/admin/mount-management');
    await admin.getByTestId('add-mount-button').click();
    await admin.getByLabel('Name').fill('E2E team');
    await admin.getByLabel('Mount path').fill('/e2e-team');
    const storage = admin.getByLabel('Storage configuration');
    await expect.poll(() => storage.locator('option').count()).toBeGreaterThan(1);
    await storage.selectOption({ index: 1 });
    await admin.getByTestId('mount-submit').click();
    await admin.locator('[data-testid="mount-row"][data-mount-name="E2E team"]').waitFor();

    const token = await adminToken();
    const mkdir = await fetch(`${baseURL()}/api/fs/mkdir`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/e2e-team/e2e-mounts/bin' }),
    });
    expect(mkdir.status).toBe(201);
    await uploadFile(
      token,
      '/e2e-team/e2e-mounts',
      'notes.md',
      '# Mounted notes\n\nRendered *in place*.',
    );
    await uploadFile(token, '/e2e-team/e2e-mounts/bin', 'data.bin', BINARY);

    await admin.goto('/mount-explorer');
    const item = (name: string) =>
      admin.locator(`[data-testid="explorer-item"][data-name="${name}"]`);
    await item('e2e-team').click();
    await item('e2e-mounts').click();
    await expect
      .poll(() => new URL(admin.url()).pathname)
      .toBe('/mount-explorer/e2e-team/e2e-mounts');
    await item('bin').waitFor();

    await item('notes.md').click();
    const preview = admin.getByTestId('explorer-preview');
    await preview.getByRole('heading', { name: 'Mounted notes' }).waitFor();
    expect(new URL(admin.url()).searchParams.get('preview')).toBe('notes.md');
    await admin.getByTestId('preview-close').click();
    await preview.waitFor({ state: 'detached' });
    expect(new URL(admin.url()).searchParams.get('preview')).toBeNull();

    await item('bin').click();
    await item('data.bin').click();
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByTestId('preview-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe('data.bin');
    expect(sha256(await readFile((await download.path())!))).toBe(sha256(BINARY));
  });
});
