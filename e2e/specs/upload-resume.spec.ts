/**
 * Resumable multipart uploads (docs/product/uploads.md, "Resuming"): a page reloaded in the middle
 * of an upload, given the same file again, sends only the parts the storage does not hold yet, and
 * the share has the whole file.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect } from 'vitest';
import { storages } from '../support/context.js';
import { INTERCEPTABLE, test } from '../support/fixtures.js';
import {
  chooseOptions,
  downloadShare,
  MULTIPART_FILE,
  openUpload,
  recordStoragePuts,
  uploadFiles,
  waitForUploadForm,
} from '../support/uploads.js';

/** Parts the engine sends at once (docs/product/limits.md). */
const PART_CONCURRENCY = 3;

interface PutGate {
  /**
   * 'first': the first PUT goes through, later ones are held unanswered; 'closed': every PUT is
   * refused before it is sent; 'open': every PUT goes through.
   */
  mode: 'first' | 'closed' | 'open';
  held: Route[];
}

/**
 * Puts the page's storage PUTs (every PUT, see recordStoragePuts) behind a gate the test controls,
 * so the reload lands after exactly one stored part however fast the machine uploads.
 */
async function gateStoragePuts(page: Page): Promise<PutGate> {
  const gate: PutGate = { mode: 'first', held: [] };
  let passed = 0;
  await page.route('**/*', async (route) => {
    if (route.request().method() !== 'PUT' || gate.mode === 'open') return route.fallback();
    if (gate.mode === 'closed') return route.abort();
    if (passed === 0) {
      passed += 1;
      return route.continue();
    }
    gate.held.push(route);
  });
  return gate;
}

describe.for(storages().map((storage) => [storage.kind, storage] as const))(
  'resuming on %s storage',
  ([, storage]) => {
    test('after a reload, choosing the file again sends only the missing parts', async ({
      newPage,
      sources,
    }) => {
      const source = await sources.make(`e2e-resume-${storage.kind}.bin`, MULTIPART_FILE.bytes);
      const admin = await newPage(INTERCEPTABLE);
      await openUpload(admin);
      await chooseOptions(admin, { storageId: storage.id });

      const gate = await gateStoragePuts(admin);
      const firstPart = admin.waitForResponse((response) => response.request().method() === 'PUT');
      await admin.getByTestId('upload-file-input').setInputFiles(source.path);
      await admin.getByTestId('upload-start').click();
      expect((await firstPart).status()).toBe(200);
      // The row counts the stored part, and the workers move on to the next parts, which stay held.
      await admin.getByText(`Part 1 of ${MULTIPART_FILE.parts}`).waitFor();
      await expect.poll(() => gate.held.length).toBe(PART_CONCURRENCY);

      // Refused before a byte is sent, so the storage holds exactly the first part at the reload.
      gate.mode = 'closed';
      await Promise.all(gate.held.splice(0).map((route) => route.abort()));
      await admin.reload();
      gate.mode = 'open';
      await waitForUploadForm(admin);
      await chooseOptions(admin, { storageId: storage.id });
      const puts = recordStoragePuts(admin);
      const [link] = await uploadFiles(admin, source.path);

      expect(puts.urls).toHaveLength(MULTIPART_FILE.parts - 1);
      expect(await admin.getByTestId('upload-row').textContent()).toContain('resumed');
      const visitor = await newPage();
      const downloaded = await downloadShare(visitor, link!);
      expect(downloaded).toMatchObject({ filename: source.name, sha256: source.sha256 });
    });
  },
);
