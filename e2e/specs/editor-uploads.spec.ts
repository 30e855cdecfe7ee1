/**
 * Files pasted or dropped into the share editor (docs/EDITOR.md, "Pasted and dropped files"): they
 * upload as file shares to the default storage with a progress line, a placeholder standing where
 * each goes until its link replaces it; the saved share shows the pasted image; a key without the
 * file permission is refused and its text left alone.
 */
import { Permission } from '@cloudpaste/contracts';
import type { Page, Request } from 'playwright-core';
import { describe, expect } from 'vitest';
import { createApiKey } from '../support/api.js';
import { baseURL } from '../support/context.js';
import { codeEditor, editorText, openEditor } from '../support/editor.js';
import { INTERCEPTABLE, test } from '../support/fixtures.js';
import { uniqueSlug } from '../support/pastes.js';
import { submitApiKeyLogin } from '../support/ui.js';

/** A 4×3 red PNG. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAEElEQVR4nGP4z8AARww4OQD1MQv1NXv7ggAAAABJRU5ErkJggg==';

interface FileSpec {
  name: string;
  type: string;
  base64: string;
}
const png = (name: string): FileSpec => ({ name, type: 'image/png', base64: PNG_BASE64 });

/** Dispatches a paste (ClipboardEvent) or a drop (DragEvent, at a point) carrying these files. */
function sendFiles(
  page: Page,
  kind: 'paste' | 'drop',
  files: FileSpec[],
  at?: { x: number; y: number },
) {
  return page.evaluate(
    ({ kind, files, at }) => {
      const transfer = new DataTransfer();
      for (const file of files) {
        const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
        transfer.items.add(new File([bytes], file.name, { type: file.type }));
      }
      const target = document.querySelector('.cm-content')!;
      const init = { bubbles: true, cancelable: true };
      const event =
        kind === 'paste'
          ? new ClipboardEvent('paste', { ...init, clipboardData: transfer })
          : new DragEvent('drop', {
              ...init,
              dataTransfer: transfer,
              clientX: at!.x,
              clientY: at!.y,
            });
      target.dispatchEvent(event);
    },
    { kind, files, at },
  );
}

/** Holds the upload calls (presign) until released, to see the uploads while they run (the page
 * must be INTERCEPTABLE). */
async function holdUploads(page: Page) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/s3/presign', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const fileView = (slug = '[A-Za-z0-9_-]+') => `${baseURL()}/api/file-view/${slug}`;

describe('files pasted or dropped into the editor', () => {
  test('upload with progress, become links where they went, and the saved share shows the image', async ({
    newPage,
  }) => {
    const { page, content } = await openEditor(newPage, {}, INTERCEPTABLE);
    await content.fill('# Trip\n\nPhotos:\n\nEnd');
    const release = await holdUploads(page);
    // Two images at once, pasted at the end of "Photos:".
    await page.locator('.cm-line', { hasText: 'Photos:' }).click();
    await page.keyboard.press('End');
    await sendFiles(page, 'paste', [png('beach.png'), png('hills.png')]);
    const status = page.getByTestId('editor-upload-status');
    await expect.poll(() => status.textContent()).toMatch(/Uploading 2 files… \d+%/);
    expect(await editorText(page)).toBe(
      '# Trip\n\nPhotos:![Uploading beach.png…]()\n![Uploading hills.png…]()\n\nEnd',
    );
    release();
    await expect.poll(() => editorText(page)).not.toMatch(/Uploading/);
    await status.waitFor({ state: 'detached' });
    const text = await editorText(page);
    expect(text).toMatch(
      new RegExp(
        `^# Trip\\n\\nPhotos:!\\[beach\\.png\\]\\(${fileView()}\\)\\n!\\[hills\\.png\\]\\(${fileView()}\\)\\n\\nEnd$`,
      ),
    );

    // A PDF dropped on the line "End" is linked to its share page there.
    const end = await page.locator('.cm-line', { hasText: /^End$/ }).boundingBox();
    await sendFiles(
      page,
      'drop',
      [{ name: 'notes.pdf', type: 'application/pdf', base64: btoa('%PDF-1.4\n%%EOF') }],
      {
        x: end!.x + 1,
        y: end!.y + end!.height / 2,
      },
    );
    await expect
      .poll(() => editorText(page))
      .toMatch(new RegExp(`\\n\\[notes\\.pdf\\]\\(${baseURL()}/file/[A-Za-z0-9_-]+\\)End$`));

    await page.getByTestId('paste-save').click();
    const link = ((await page.getByTestId('share-link').textContent()) ?? '').trim();
    const visitor = await newPage();
    await visitor.goto(link);
    const image = visitor.locator('.markdown-body img[alt="beach.png"]');
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(new RegExp(`^${fileView()}$`));
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(4);
  });

  test('a key without the file permission is refused, its text unchanged and nothing sent', async ({
    newPage,
  }) => {
    const page = await newPage();
    const key = await createApiKey(uniqueSlug('e2e-text-only'), Permission.TEXT);
    await submitApiKeyLogin(page, key);
    await page.goto('/');
    const content = await codeEditor(page);
    await content.fill('kept as it is');
    const uploads: Request[] = [];
    page.on('request', (request) => {
      if (/\/api\/(s3|upload)/.test(request.url())) uploads.push(request);
    });
    await sendFiles(page, 'paste', [png('shot.png')]);
    await page
      .getByTestId('toasts')
      .getByText(/only the admin and API keys with the file-sharing permission/)
      .waitFor();
    await sendFiles(page, 'drop', [png('dropped.png')], { x: 10, y: 10 });
    expect(await editorText(page)).toBe('kept as it is');
    expect(uploads).toEqual([]);
  });
});
