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

  test('an upload lists its link with a QR code and among the recent ones; the link shows it', async ({
    newPage,
  }) => {
    const admin = await newPage();
    await openUpload(admin);
    const [link] = await uploadFiles(admin, [text('e2e-notes.txt', 'hello from the e2e upload')]);
    expect(link).toMatch(new RegExp(`^${baseURL()}/file/[A-Za-z0-9_-]+$`));
    const results = admin.getByTestId('upload-results');
    expect(await results.getByTestId('upload-share-qr').count()).toBe(1);
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
