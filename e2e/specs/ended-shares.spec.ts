/**
 * Shares that ended (docs/API.md, "Shares that ended"): a text or file share whose views were used
 * up, or whose time ran out, says which on its page, in English and in Chinese, and its links answer
 * 410 with the reason instead of "not found". Screenshots at 1280×800 (en-US) and 390×844 (zh-CN,
 * dark) go to .artifacts/ended-shares/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import { adminToken, callApi } from '../support/api.js';
import { ARTIFACTS_DIR, baseURL } from '../support/context.js';
import { uploadFileShare } from '../support/file-shares.js';
import { test, type NewPage } from '../support/fixtures.js';
import { LOOKS, openAs } from '../support/looks.js';
import { createPaste, uniqueSlug } from '../support/pastes.js';

const SHOTS = join(ARTIFACTS_DIR, 'ended-shares');
const SECRET = 'e2e ended share content';

/** What each page says, per look: [title, a part of the description]. */
const SAYS = {
  paste: {
    usedUp: {
      'en-desktop': ['This share reached its view limit', 'All the views it allowed'],
      'zh-dark-phone': ['此分享已达到查看次数上限', '允许的查看次数已全部用完'],
    },
    expired: {
      'en-desktop': ['This share has expired', 'Its time ran out'],
      'zh-dark-phone': ['此分享已过期', '分享已超过有效期'],
    },
  },
  file: {
    usedUp: {
      'en-desktop': ['This file share reached its view limit', 'All the views it allowed'],
      'zh-dark-phone': ['此文件分享已达到查看次数上限', '允许的查看次数已全部用完'],
    },
    expired: {
      'en-desktop': ['This file share has expired', 'Its time ran out'],
      'zh-dark-phone': ['此文件分享已过期', '分享已超过有效期'],
    },
  },
} as const;

/** The status and reason of a plain GET of an API path, as a script or a browser tab would. */
async function answerOf(path: string): Promise<{ status: number; reason?: string; text: string }> {
  const res = await fetch(`${baseURL()}/api${path}`);
  const text = await res.text();
  // A served raw text or file is not an envelope; every refusal is.
  const isEnvelope = (res.headers.get('content-type') ?? '').includes('application/json');
  const reason = isEnvelope ? (JSON.parse(text) as { reason?: string }).reason : undefined;
  return { status: res.status, reason, text };
}

/** Waits, by asking the server, until the share's link answers 410 with `reason`. */
async function untilGone(path: string, reason: string): Promise<void> {
  await expect
    .poll(async () => (await answerOf(path)).reason, { timeout: 30_000, interval: 250 })
    .toBe(reason);
}

/** Opens `path` in each look and checks the page names the end it was given, with a screenshot. */
async function expectPageSays(
  newPage: NewPage,
  kind: 'paste' | 'file',
  path: string,
  ended: 'usedUp' | 'expired',
): Promise<void> {
  for (const look of LOOKS) {
    const page = await openAs(newPage, look);
    await page.goto(path);
    const error = page.getByTestId(kind === 'paste' ? 'paste-error' : 'file-error');
    await error.waitFor();
    if (kind === 'paste') expect(await error.getAttribute('data-ended')).toBe(ended);
    else expect(await error.getAttribute('data-error')).toBe(ended);
    const [title, description] = SAYS[kind][ended][look.name];
    await error.getByText(title, { exact: true }).waitFor();
    expect(await error.textContent()).toContain(description);
    expect(await page.locator('body').textContent()).not.toContain(SECRET);
    // Neither "not found" nor the old sentence for both ends.
    expect(await error.textContent()).not.toMatch(/mistyped|not found|未找到|或已达到/i);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, `${kind}-${ended}-${look.name}.png`) });
  }
}

/** A file share uploaded as the admin, served through the server; answers its id and slug. */
const shareUpload = (token: string, fields: Record<string, string>) =>
  uploadFileShare(token, {
    name: 'e2e-ended.txt',
    content: SECRET,
    fields: { use_proxy: 'true', ...fields },
  });

/** An ISO time a few seconds ahead: the share expires while the test waits for it. */
const soon = () => new Date(Date.now() + 3_000).toISOString();

describe('shares that ended', () => {
  test('a text share whose last view was taken says so on its page and its raw link', async ({
    newPage,
  }) => {
    const share = await createPaste({
      content: SECRET,
      format: 'text',
      slug: uniqueSlug('e2e-used-up'),
      maxViews: 1,
    });
    const first = await answerOf(`/raw/${share.slug}`);
    expect(first.status).toBe(200);
    const raw = await answerOf(`/raw/${share.slug}`);
    expect(raw.status).toBe(410);
    expect(raw.reason).toBe('paste.usedUp');
    expect(raw.text).not.toContain(SECRET);
    expect((await answerOf(`/paste/${share.slug}`)).reason).toBe('paste.usedUp');
    await expectPageSays(newPage, 'paste', `/paste/${share.slug}`, 'usedUp');
  });

  test('a text share whose time ran out says it expired', async ({ newPage }) => {
    const share = await createPaste({ content: SECRET, format: 'markdown', expiresAt: soon() });
    await untilGone(`/paste/${share.slug}`, 'paste.expired');
    expect((await answerOf(`/raw/${share.slug}`)).reason).toBe('paste.expired');
    await expectPageSays(newPage, 'paste', `/paste/${share.slug}`, 'expired');
  });

  test('a file share whose last view was taken says so on its page and its download', async ({
    newPage,
  }) => {
    const token = await adminToken();
    const { slug } = await shareUpload(token, { max_views: '1' });
    expect((await fetch(`${baseURL()}/api/file-download/${slug}`)).status).toBe(200);
    const download = await answerOf(`/file-download/${slug}`);
    expect(download.status).toBe(410);
    expect(download.reason).toBe('file.usedUp');
    await expectPageSays(newPage, 'file', `/file/${slug}`, 'usedUp');
  });

  test('a file share whose time ran out says it expired', async ({ newPage }) => {
    const token = await adminToken();
    const { id, slug } = await shareUpload(token, {});
    const res = await callApi(`/files/${id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({ expires_at: soon() }),
    });
    expect(res.status).toBe(200);
    await untilGone(`/public/files/${slug}`, 'file.expired');
    expect((await answerOf(`/file-download/${slug}`)).reason).toBe('file.expired');
    await expectPageSays(newPage, 'file', `/file/${slug}`, 'expired');
  });
});
