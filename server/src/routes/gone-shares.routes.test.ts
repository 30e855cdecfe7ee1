/**
 * Shares that ended (docs/API.md, "Shares that ended"): an expired or used-up text or file share
 * answers 410 with why on every read route, also after it was deleted, for GONE_SHARE_DAYS; its
 * content is never served again. On every dialect.
 */
import { ErrorCode } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TestClock, type TestApp } from '../../test/create-test-app.js';
import { upload, type Field } from '../../test/file-shares.js';
import { routeDialects } from '../../test/route-database.js';

const SECRET = 'the secret words';
const DAY_MS = 86_400_000;
/** How long an ended share keeps answering 410, as docs/API.md promises. */
const GONE_SHARE_DAYS = 30;

interface Answer {
  status: number;
  text: string;
}

/** The 410 of an ended share: the envelope with the reason, and never the content. */
function expectGone(res: Answer, reason: string) {
  expect(res.status).toBe(410);
  expect(res.text).not.toContain(SECRET);
  expect(JSON.parse(res.text)).toMatchObject({
    code: 410,
    error: ErrorCode.GONE,
    reason,
    data: null,
  });
}

describe.each(routeDialects())('shares that ended, on $name', (dialect) => {
  let t: TestApp;
  let token: string;
  const clock = () => t.clock as TestClock;
  const inHours = (h: number) => new Date(clock().now().getTime() + h * 3600_000).toISOString();
  const get = async (path: string, headers: Record<string, string> = {}): Promise<Answer> => {
    const res = await t.app.request(path, { headers });
    return { status: res.status, text: await res.text() };
  };

  beforeEach(async () => {
    t = await createTestApp({ clock: new TestClock(new Date()), database: await dialect.open() });
    token = await t.adminToken();
  });
  afterEach(() => t.close());

  describe('text shares', () => {
    async function paste(body: Record<string, unknown>): Promise<string> {
      const res = await t.call('POST', '/api/paste', { token, body: { content: SECRET, ...body } });
      expect(res.status).toBe(201);
      return res.json.data.slug as string;
    }

    it('20 parallel reads of a share with one view: one 200, nineteen 410 saying the view limit', async () => {
      const slug = await paste({ maxViews: 1 });
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          get(i % 2 ? `/api/raw/${slug}` : `/api/paste/${slug}`),
        ),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      const refused = results.filter((r) => r.status !== 200);
      expect(refused).toHaveLength(19);
      for (const res of refused) expectGone(res, 'paste.usedUp');
    });

    it('after the last view: API, password check and raw link say the view limit, in either language', async () => {
      const slug = await paste({ maxViews: 1, password: 'pw' });
      const last = await t.call('POST', `/api/paste/${slug}`, { body: { password: 'pw' } });
      expect(last.json.data).toMatchObject({ isLastView: true, content: SECRET });
      expectGone(await get(`/api/paste/${slug}`), 'paste.usedUp');
      const unlock = await t.call('POST', `/api/paste/${slug}`, { body: { password: 'pw' } });
      expectGone(unlock, 'paste.usedUp');
      const raw = await get(`/api/raw/${slug}?password=pw`);
      expectGone(raw, 'paste.usedUp');
      expect(JSON.parse(raw.text).message).toBe('this share has reached its view limit');
      const zh = await get(`/api/raw/${slug}`, { 'Accept-Language': 'zh-CN' });
      expect(JSON.parse(zh.text).message).toBe('此分享已达到查看次数上限');
    });

    it('an expired share says it expired on every read, before and after it is deleted', async () => {
      const slug = await paste({ expiresAt: inHours(1) });
      clock().advance(3600_000);
      expectGone(await get(`/api/raw/${slug}`), 'paste.expired');
      expect(await t.database.db.selectFrom('pastes').selectAll().execute()).toEqual([]);
      expectGone(await get(`/api/paste/${slug}`), 'paste.expired');
      expectGone(
        await t.call('POST', `/api/paste/${slug}`, { body: { password: 'x' } }),
        'paste.expired',
      );
      const raw = await get(`/api/raw/${slug}`);
      expect(JSON.parse(raw.text).message).toBe('this share has expired');
    });

    it('the sweep and "clear expired" leave the reason; tombstones go after their days, then 404', async () => {
      const expired = await paste({ expiresAt: inHours(1) });
      const usedUp = await paste({ maxViews: 2 });
      const cleared = await paste({ expiresAt: inHours(1) });
      await get(`/api/paste/${usedUp}`);
      // A view counted without deleting (the limit reached elsewhere): the sweep finds it used up.
      await t.database.db
        .updateTable('pastes')
        .set({ views: 2 })
        .where('slug', '=', usedUp)
        .execute();
      clock().advance(3600_000);
      expect(await t.services.pastes.sweep()).toBe(3);
      expectGone(await get(`/api/paste/${expired}`), 'paste.expired');
      expectGone(await get(`/api/raw/${usedUp}`), 'paste.usedUp');
      expectGone(await get(`/api/paste/${cleared}`), 'paste.expired');

      clock().advance(GONE_SHARE_DAYS * DAY_MS - 60_000);
      await t.services.pastes.sweep();
      expectGone(await get(`/api/paste/${expired}`), 'paste.expired');
      clock().advance(2 * 60_000);
      await t.services.pastes.sweep();
      expect((await get(`/api/paste/${expired}`)).status).toBe(404);
      expect(await t.database.db.selectFrom('gone_shares').selectAll().execute()).toEqual([]);
    });

    it('clear-expired by the admin leaves the reason too', async () => {
      const slug = await paste({ expiresAt: inHours(1) });
      clock().advance(3600_000);
      const res = await t.call('POST', '/api/admin/pastes/clear-expired', { token });
      expect(res.json.data.deleted).toBe(1);
      expectGone(await get(`/api/paste/${slug}`), 'paste.expired');
    });

    it('a new share under an ended share’s slug is itself, and 404 once its owner deletes it', async () => {
      await paste({ slug: 'reused', maxViews: 1 });
      await get('/api/paste/reused');
      expectGone(await get('/api/paste/reused'), 'paste.usedUp');
      const fresh = await t.call('POST', '/api/paste', {
        token,
        body: { content: 'new', slug: 'reused' },
      });
      expect((await get('/api/raw/reused')).text).toBe('new');
      await t.call('DELETE', '/api/pastes/batch-delete', {
        token,
        body: { ids: [fresh.json.data.id] },
      });
      expect((await get('/api/paste/reused')).status).toBe(404);
    });

    it('a share deleted by its owner is 404, not 410', async () => {
      const res = await t.call('POST', '/api/paste', {
        token,
        body: { content: SECRET, maxViews: 3 },
      });
      await t.call('DELETE', '/api/pastes/batch-delete', {
        token,
        body: { ids: [res.json.data.id] },
      });
      expect((await get(`/api/paste/${res.json.data.slug}`)).status).toBe(404);
    });
  });

  describe('file shares', () => {
    async function share(before: Field[]): Promise<string> {
      const res = await upload(t, {
        token,
        before: [...before, ['use_proxy', 'true']],
        file: { name: 'secret.txt', type: 'text/plain', content: Buffer.from(SECRET) },
      });
      expect(res.status).toBe(201);
      return res.json.data.slug as string;
    }
    const routes = (slug: string) => [
      `/api/public/files/${slug}`,
      `/api/file-view/${slug}`,
      `/api/file-download/${slug}`,
      `/api/office-preview/${slug}`,
    ];

    it('20 parallel reads of a share with one view: one 200, nineteen 410 saying the view limit', async () => {
      const slug = await share([['max_views', '1']]);
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          get(i % 2 ? `/api/file-download/${slug}` : `/api/public/files/${slug}`),
        ),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      const refused = results.filter((r) => r.status !== 200);
      expect(refused).toHaveLength(19);
      for (const res of refused) expectGone(res, 'file.usedUp');
    });

    it('a used-up share still says so on every route after it was deleted with its object', async () => {
      const slug = await share([['max_views', '1']]);
      expect((await get(`/api/file-download/${slug}`)).text).toBe(SECRET);
      clock().advance(2 * 3600_000);
      expectGone(await get(`/api/public/files/${slug}`), 'file.usedUp');
      expect(await t.database.db.selectFrom('files').selectAll().execute()).toEqual([]);
      for (const path of routes(slug)) expectGone(await get(path), 'file.usedUp');
      const verify = await t.call('POST', `/api/public/files/${slug}/verify`, {
        body: { password: 'x' },
      });
      expectGone(verify, 'file.usedUp');
    });

    it('an expired share says it expired on every route, also once the sweeper removed it', async () => {
      const read = await share([['expires_in', '1']]);
      const swept = await share([['expires_in', '1']]);
      clock().advance(61 * 60_000);
      expectGone(await get(`/api/file-view/${read}`), 'file.expired');
      expect((await t.services.files.sweeper.sweep()).expired).toBe(1);
      for (const slug of [read, swept])
        for (const path of routes(slug)) expectGone(await get(path), 'file.expired');
      const zh = await get(`/api/public/files/${swept}`, { 'Accept-Language': 'zh-CN' });
      expect(JSON.parse(zh.text).message).toBe('此文件分享已过期');

      clock().advance(GONE_SHARE_DAYS * DAY_MS);
      await t.services.pastes.sweep();
      expect((await get(`/api/public/files/${swept}`)).status).toBe(404);
    });

    it('a new upload under an ended share’s slug drops its tombstone', async () => {
      await share([
        ['slug', 'again'],
        ['max_views', '1'],
      ]);
      await get('/api/file-download/again');
      clock().advance(2 * 3600_000);
      expectGone(await get('/api/public/files/again'), 'file.usedUp');
      const res = await upload(t, { token, before: [['slug', 'again']] });
      expect(res.status).toBe(201);
      await t.call('DELETE', '/api/files/batch-delete', {
        token,
        body: { ids: [res.json.data.id] },
      });
      expect((await get('/api/public/files/again')).status).toBe(404);
    });
  });
});
