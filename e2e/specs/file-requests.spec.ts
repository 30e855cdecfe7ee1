/**
 * File requests in the browser (docs/FILE-REQUESTS.md): the admin makes an upload-only link into
 * a folder under Admin > File requests; a visitor in a fresh context sends a file through it with
 * their name; the owner sees it counted as new, and in the received files, and it is in the
 * folder. With FILE_REQUEST_SHOTS set, both pages are also photographed in both languages, both
 * themes and both sizes into that folder.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { adminToken } from '../support/api.js';
import { storages } from '../support/context.js';
import { test, type NewPage } from '../support/fixtures.js';
import { downloadText, mountStorage, uploadFile } from '../support/fs.js';
import { loginAsAdmin } from '../support/ui.js';

const MOUNT = '/e2e-file-requests';
const SHOTS = process.env.FILE_REQUEST_SHOTS;
const local = () => storages().find((storage) => storage.kind === 'local')!;

describe('file requests', () => {
  test(
    'the owner makes a link, a visitor sends a file through it, the owner sees it',
    async ({ newPage }) => {
      const token = await adminToken();
      await mountStorage(token, local(), MOUNT);
      await uploadFile(token, `${MOUNT}/inbox`, 'earlier.txt', 'already here');

      const admin = await newPage();
      await loginAsAdmin(admin);
      await admin.goto('/admin/file-requests');
      await admin.getByTestId('file-request-new').click();
      await admin.getByTestId('file-request-folder').fill(`${MOUNT}/inbox`);
      await admin.getByTestId('file-request-title').fill('Holiday photos');
      await admin.getByLabel('Note for the people who upload').fill('Send **one** photo each.');
      await admin.getByLabel('The note is Markdown').check();
      await admin.getByLabel('Number of files').fill('3');
      await admin.getByTestId('file-request-submit').click();
      await admin.getByTestId('file-request-qr').waitFor();
      const link = (await admin.getByRole('dialog').locator('code').first().textContent())!.trim();
      expect(new URL(link).pathname).toMatch(/^\/request\/[a-z0-9]+$/);

      const visitor = await newPage();
      await visitor.goto(link);
      await visitor.getByRole('heading', { name: 'Holiday photos' }).waitFor();
      await visitor.locator('strong', { hasText: 'one' }).waitFor();
      await visitor.getByText('3 more files can be sent').waitFor();
      expect(await visitor.content()).not.toContain('earlier.txt');
      await visitor.getByLabel('Your name (optional)').fill('Ann');
      await visitor.getByTestId('file-request-input').setInputFiles({
        name: 'beach.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('sand and sea'),
      });
      await visitor.getByText('Received as beach.txt').waitFor();
      await visitor.getByText('2 more files can be sent').waitFor();

      await admin.keyboard.press('Escape');
      await admin.reload();
      const entry = admin.getByTestId('file-request-entry').filter({ hasText: 'Holiday photos' });
      await expect
        .poll(() => entry.getByTestId('file-request-unseen').textContent())
        .toBe('1 new file');
      await entry.getByRole('button', { name: 'Received files' }).click();
      const received = admin.getByTestId('file-request-received-file');
      await received.waitFor();
      expect(await received.textContent()).toMatch(/beach\.txt.*from Ann/);
      expect(await downloadText(token, `${MOUNT}/inbox/beach.txt`)).toBe('sand and sea');
      await shots(newPage, link);
      // Photographing every look takes minutes; the walk alone stays in the usual budget.
    },
    SHOTS ? 600_000 : undefined,
  );
});

/** The owner's list and the visitor's page in every look, when FILE_REQUEST_SHOTS is set. */
async function shots(newPage: NewPage, link: string): Promise<void> {
  const folder = SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  for (const [size, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const)
    for (const language of ['en-US', 'zh-CN'])
      for (const themeMode of ['light', 'dark']) {
        const name = `${size}-${language}-${themeMode}`;
        const look = async (page: Page) =>
          page.addInitScript(
            (prefs) => Object.entries(prefs).forEach(([k, v]) => localStorage.setItem(k, v)),
            { language, themeMode },
          );
        const visitor = await newPage({ viewport });
        await look(visitor);
        await visitor.goto(link);
        await visitor.getByTestId('file-request-input').setInputFiles({
          name: 'too-big.exe',
          mimeType: 'application/x-msdownload',
          buffer: Buffer.from('x'),
        });
        await visitor
          .locator(
            '[data-testid="file-request-item"]:is([data-state="done"], [data-state="failed"])',
          )
          .waitFor();
        await visitor.screenshot({ path: join(folder, `visit-${name}.png`), fullPage: true });
        await visitor.close();
        const owner = await newPage({ viewport });
        await look(owner);
        await loginAsAdmin(owner);
        await owner.goto('/admin/file-requests');
        await owner.getByTestId('file-request-entry').first().waitFor();
        await owner.screenshot({ path: join(folder, `list-${name}.png`), fullPage: true });
        await owner
          .getByRole('button', { name: /^(Edit|编辑)$/ })
          .first()
          .click();
        await owner.getByTestId('file-request-submit').waitFor();
        await owner.screenshot({ path: join(folder, `dialog-${name}.png`) });
        await owner.close();
      }
}
