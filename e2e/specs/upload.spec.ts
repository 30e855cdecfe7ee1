/**
 * The upload page end to end on the default local storage: the login it needs, the results of an
 * upload (link, QR, recent list), several files at once, and a protected file. Every method on every
 * storage, byte for byte, is upload-methods.spec.ts; resuming after a reload, upload-resume.spec.ts.
 */
import { describe, expect } from 'vitest';
import { baseURL } from '../support/context.js';
import { test } from '../support/fixtures.js';
import { openUpload, uploadFiles } from '../support/uploads.js';

interface Upload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const text = (name: string, content: string): Upload => ({
  name,
  mimeType: 'text/plain',
  buffer: Buffer.from(content),
});

describe('uploads', () => {
  test('an anonymous visitor at /upload is told that uploading needs a login', async ({ page }) => {
    await page.goto('/upload');
    await page.getByTestId('upload-permission-notice').waitFor();
    expect(await page.getByTestId('upload-drop-zone').count()).toBe(0);
  });

  test('an upload lists its link with a QR code, once: under Recent uploads after Clear finished; the link shows it', async ({
    newPage,
  }) => {
    const admin = await newPage();
    await openUpload(admin);
    const [link] = await uploadFiles(admin, [text('e2e-notes.txt', 'hello from the e2e upload')]);
    expect(link).toMatch(new RegExp(`^${baseURL()}/file/[A-Za-z0-9_-]+$`));
    const results = admin.getByTestId('upload-results');
    expect(await results.getByTestId('upload-share-qr').count()).toBe(1);
    // Named once on the page: "1 file shared" lists it, Recent uploads only what came before.
    expect(await results.getByText('e2e-notes.txt').count()).toBe(1);
    expect(await admin.getByTestId('upload-recent').getByText('e2e-notes.txt').count()).toBe(0);
    await admin.getByTestId('upload-clear').click();
    await results.waitFor({ state: 'detached' });
    expect(await admin.getByTestId('upload-recent').getByText('e2e-notes.txt').count()).toBe(1);

    const visitor = await newPage();
    await visitor.goto(link!);
    await visitor.getByRole('heading', { name: 'e2e-notes.txt' }).waitFor();
    await visitor.getByText('hello from the e2e upload').waitFor();
  });

  test('the view limit says how long the links of a counted view keep working', async ({
    newPage,
  }) => {
    const admin = await newPage();
    await openUpload(admin);
    await admin.locator('#upload-max-views').fill('3');
    const note = admin.getByTestId('max-views-ticket-note');
    expect(await note.textContent()).toMatch(
      /keep working for 10 minutes, even after the last view/,
    );
    expect(await note.isVisible()).toBe(true);
  });

  test('the page names the ways a file travels "direct to storage" and "through this server", in both languages', async ({
    newPage,
  }) => {
    const looks = [
      {
        context: { locale: 'en-US' },
        language: 'en-US',
        says: ['Automatic (direct to storage)', 'Through this server', 'Viewers download'],
        row: 'direct to storage',
        old: /presign|multipart|Access\b|Direct storage link/i,
      },
      {
        context: { locale: 'zh-CN', viewport: { width: 390, height: 844 } },
        language: 'zh-CN',
        says: ['自动（直传存储）', '经由本服务器', '查看者下载方式'],
        row: '直传存储',
        old: /预签名|存储直链|访问方式|presign/i,
      },
    ];
    for (const look of looks) {
      const admin = await newPage(look.context);
      await admin.addInitScript(
        (language) => localStorage.setItem('language', language),
        look.language,
      );
      await openUpload(admin);
      const main = admin.locator('main');
      for (const words of look.says) expect(await main.textContent()).toContain(words);
      await uploadFiles(admin, [text(`e2e-words-${look.language}.txt`, 'words')]);
      expect(await admin.getByTestId('upload-row').first().textContent()).toContain(look.row);
      expect(await main.textContent()).not.toMatch(look.old);
    }
  });

  test('several files at once each get their own link', async ({ newPage }) => {
    const admin = await newPage();
    await openUpload(admin);
    const links = await uploadFiles(admin, [text('e2e-a.txt', 'A'), text('e2e-b.txt', 'B')]);
    expect(links).toHaveLength(2);
    expect(new Set(links).size).toBe(2);
  });

  test('a protected file asks for its password', async ({ newPage }) => {
    const admin = await newPage();
    await openUpload(admin);
    await admin.locator('#upload-password').fill('e2e-file-pass');
    const [link] = await uploadFiles(admin, [text('e2e-secret.txt', 'the secret text')]);
    // The next upload does not carry the password unseen: the field is empty and its share open.
    expect(await admin.locator('#upload-password').inputValue()).toBe('');
    await admin.getByTestId('upload-clear').click();
    const [open] = await uploadFiles(admin, [text('e2e-open.txt', 'not a secret')]);
    const opened = await newPage();
    await opened.goto(open!);
    await opened.getByText('not a secret').waitFor();
    expect(await opened.getByTestId('file-password-input').count()).toBe(0);

    const visitor = await newPage();
    await visitor.goto(link!);
    await visitor.getByTestId('file-password-input').fill('wrong');
    await visitor.getByTestId('file-unlock').click();
    await visitor.getByText('Incorrect password, please try again').waitFor();
    await visitor.getByTestId('file-password-input').fill('e2e-file-pass');
    await visitor.getByTestId('file-unlock').click();
    await visitor.getByText('the secret text').waitFor();
  });
});
