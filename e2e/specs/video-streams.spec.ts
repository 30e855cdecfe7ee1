/**
 * Streaming formats in the previews, on videos ffmpeg makes here: an HLS playlist beside its
 * segments in a mount plays in the explorer (hls.js), an FLV file plays in the explorer and on its
 * share page (mpegts.js), and a shared playlist plays when its segments are absolute web addresses
 * but says why it cannot when they are relative (a share has nothing beside it) or unreachable.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { adminToken } from '../support/api.js';
import { baseURL, storages } from '../support/context.js';
import { test } from '../support/fixtures.js';
import { mountStorage, uploadFile } from '../support/fs.js';
import { loginAsAdmin } from '../support/ui.js';
import { uploadFiles, waitForUploadForm } from '../support/uploads.js';
import { expectToPlay, makeFlv, makeHls } from '../support/videos.js';

const MOUNT = '/e2e-streams';
const local = () => storages().find((storage) => storage.kind === 'local')!;

async function openUpload(page: Page): Promise<void> {
  await loginAsAdmin(page);
  await page.goto('/upload');
  await waitForUploadForm(page);
}

/** The problem the preview's player reports, once it reports one. */
async function reportedProblem(page: Page): Promise<string | null> {
  const problem = page.getByTestId('video-problem');
  await problem.waitFor({ timeout: 30_000 });
  return problem.getAttribute('data-problem');
}

describe('streaming video previews', () => {
  for (const storage of storages()) {
    test(`an HLS playlist beside its segments plays in the explorer (${storage.kind} storage)`, async ({
      newPage,
    }) => {
      const token = await adminToken();
      const mount = `${MOUNT}-${storage.kind}`;
      await mountStorage(token, storage, mount);
      for (const [name, bytes] of makeHls()) await uploadFile(token, `${mount}/show`, name, bytes);

      const page = await newPage();
      await loginAsAdmin(page);
      await page.goto(`/mount-explorer${mount}/show?preview=index.m3u8`);
      const player = page.getByTestId('video-player');
      await player.waitFor();
      expect(await player.getAttribute('data-player')).toBe('hls.js');
      await expectToPlay(page);
    });
  }

  test('the explorer preview goes fullscreen and Escape leaves it with the preview open', async ({
    newPage,
  }) => {
    const token = await adminToken();
    await mountStorage(token, local(), `${MOUNT}-fullscreen`);
    await uploadFile(token, `${MOUNT}-fullscreen`, 'clip.flv', makeFlv());
    const page = await newPage();
    await loginAsAdmin(page);
    await page.goto(`/mount-explorer${MOUNT}-fullscreen?preview=clip.flv`);
    const fullscreenTestId = () =>
      page.evaluate(() => (document.fullscreenElement as HTMLElement | null)?.dataset.testid);
    await page.getByRole('button', { name: 'Full screen' }).click();
    await expect.poll(fullscreenTestId).toBe('explorer-preview');
    await page.getByRole('button', { name: 'Exit full screen' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(fullscreenTestId).toBeUndefined();
    await page.getByRole('button', { name: 'Full screen' }).waitFor();
    expect(await page.getByTestId('explorer-preview').isVisible()).toBe(true);
  });

  test('an FLV file plays in the explorer and on its share page', async ({ newPage }) => {
    const flv = makeFlv();
    const token = await adminToken();
    await mountStorage(token, local(), `${MOUNT}-flv`);
    await uploadFile(token, `${MOUNT}-flv`, 'clip.flv', flv);

    const page = await newPage();
    await loginAsAdmin(page);
    await page.goto(`/mount-explorer${MOUNT}-flv?preview=clip.flv`);
    await page.getByTestId('video-player').waitFor();
    expect(await page.getByTestId('video-player').getAttribute('data-player')).toBe('mpegts.js');
    await expectToPlay(page);

    await page.goto('/upload');
    await waitForUploadForm(page);
    const [link] = await uploadFiles(page, {
      name: 'clip.flv',
      mimeType: 'video/x-flv',
      buffer: flv,
    });
    const visitor = await newPage();
    await visitor.goto(link!);
    await expectToPlay(visitor);
  });

  test('a shared playlist plays from absolute segment addresses, and says why it cannot from relative or unreachable ones', async ({
    newPage,
  }) => {
    const hls = makeHls();
    const playlist = hls.get('index.m3u8')!.toString('utf8');
    const segments = [...hls].filter(([name]) => name.endsWith('.ts'));
    const page = await newPage();
    await openUpload(page);
    const links = await uploadFiles(
      page,
      segments.map(([name, buffer]) => ({ name, mimeType: 'video/mp2t', buffer })),
    );
    // Each segment becomes a share of its own; the playlist names them by their raw links.
    const rawOf = new Map(
      segments.map(([name], index) => [
        name,
        `${baseURL()}/api/file-view/${new URL(links[index]!).pathname.split('/').pop()}`,
      ]),
    );
    const absolute = playlist.replace(/^seg\d+\.ts$/gm, (name) => rawOf.get(name)!);
    const unreachable = playlist.replace(/^seg(\d+)\.ts$/gm, 'http://127.0.0.1:9/seg$1.ts');
    expect(absolute).not.toContain('\nseg0.ts');

    await page.goto('/upload');
    await waitForUploadForm(page);
    const [absoluteLink, relativeLink, unreachableLink] = await uploadFiles(
      page,
      [
        ['absolute.m3u8', absolute],
        ['relative.m3u8', playlist],
        ['unreachable.m3u8', unreachable],
      ].map(([name, text]) => ({
        name: name!,
        mimeType: 'application/vnd.apple.mpegurl',
        buffer: Buffer.from(text!),
      })),
    );

    const visitor = await newPage();
    await visitor.goto(absoluteLink!);
    await expectToPlay(visitor);

    await visitor.goto(relativeLink!);
    expect(await reportedProblem(visitor)).toBe('relativeSegments');

    await visitor.goto(unreachableLink!);
    expect(await reportedProblem(visitor)).toBe('unreachable');
  });
});
