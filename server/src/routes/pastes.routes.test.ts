import { Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TestClock, type TestApp } from '../../test/create-test-app.js';

let t: TestApp;
let token: string;
const clock = () => t.clock as TestClock;
const inHours = (h: number) => new Date(clock().now().getTime() + h * 3600_000).toISOString();

beforeEach(async () => {
  t = await createTestApp({ clock: new TestClock(new Date()), maxPasteBytes: 1024 });
  token = await t.adminToken();
});
afterEach(() => t.close());

async function create(
  body: Record<string, unknown>,
  auth: { token?: string; apiKey?: string } = { token },
) {
  const res = await t.call('POST', '/api/paste', { ...auth, body });
  return res.json.data;
}

describe('POST /api/paste', () => {
  it('creates a share with a short unambiguous slug and answers its settings', async () => {
    const res = await t.call('POST', '/api/paste', {
      token,
      body: {
        content: '# hi',
        remark: ' note ',
        expiresAt: inHours(1),
        maxViews: 3,
        password: 'pw',
      },
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      remark: 'note',
      maxViews: 3,
      hasPassword: true,
      format: 'markdown',
    });
    expect(res.json.data.slug).toMatch(/^[a-hjkmnp-z2-9]{10}$/);
    expect(res.json.data.expiresAt).toBe(inHours(1));
    expect(res.json.data.createdBy).not.toMatch(/^apikey:/);
    expect(res.text).not.toContain('"pw"');
  });

  it('accepts snake_case fields and offsets, stored in UTC', async () => {
    const data = await create({
      content: 'x',
      expires_at: '2099-01-01T08:00:00+08:00',
      max_views: 5,
      format: 'text',
    });
    expect(data).toMatchObject({
      expiresAt: '2099-01-01T00:00:00.000Z',
      maxViews: 5,
      format: 'text',
    });
  });

  it('records the creating key as apikey:{id}', async () => {
    const key = await t.createKey(token, { name: 'writer', permissions: Permission.TEXT });
    expect((await create({ content: 'x' }, { apiKey: key.key })).createdBy).toBe(
      `apikey:${key.id}`,
    );
  });

  it('needs admin or the TEXT permission', async () => {
    const key = await t.createKey(token, { name: 'files', permissions: Permission.FILE_SHARE });
    expect(
      (await t.call('POST', '/api/paste', { apiKey: key.key, body: { content: 'x' } })).status,
    ).toBe(403);
    expect((await t.call('POST', '/api/paste', { body: { content: 'x' } })).status).toBe(401);
  });

  it.each([
    [{ content: '' }, 400, /content cannot be empty/],
    [{ content: '   \n' }, 400, /content cannot be empty/],
    [{}, 400, /content/],
    [{ content: 'x', slug: 'has space' }, 400, /link suffix/],
    [{ content: 'x', slug: 'a'.repeat(51) }, 400, /at most 50/],
    [{ content: 'x', slug: 'Admin' }, 400, /reserved/],
    [{ content: 'x', maxViews: -1 }, 400, /negative/],
    [{ content: 'x', maxViews: 1.5 }, 400, /whole number/],
    [{ content: 'x', expiresAt: '2000-01-01T00:00:00Z' }, 400, /future/],
    [{ content: 'é'.repeat(600) }, 413, /larger than the 0.00 MB limit|limit/],
  ])('refuses %j', async (body, status, message) => {
    const res = await t.call('POST', '/api/paste', { token, body });
    expect(res.status).toBe(status);
    expect(res.json.message).toMatch(message);
  });

  it('answers 409 for a taken custom slug', async () => {
    await create({ content: 'a', slug: 'my-note' });
    const res = await t.call('POST', '/api/paste', {
      token,
      body: { content: 'b', slug: 'my-note' },
    });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe('Link suffix is already taken');
  });
});

describe('reading a share', () => {
  it('serves content and counts every read, through any route', async () => {
    const { slug } = await create({ content: 'hello **world**', remark: 'r' });
    const view = await t.call('GET', `/api/paste/${slug}`);
    expect(view.json.data).toMatchObject({
      slug,
      content: 'hello **world**',
      remark: 'r',
      views: 1,
      requiresPassword: false,
      isLastView: false,
      canEdit: false,
    });
    expect(view.json.data.id).toBeUndefined();
    const raw = await t.app.request(`/api/raw/${slug}`);
    expect(raw.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(raw.headers.get('Content-Disposition')).toBe(`inline; filename="${slug}.md"`);
    expect(raw.headers.get('Cache-Control')).toBe('no-store');
    expect(await raw.text()).toBe('hello **world**');
    expect((await t.call('GET', `/api/paste/${slug}`)).json.data.views).toBe(3);
  });

  it('tallies reads of a share with no view limit and writes them in batches', async () => {
    const { slug, id } = await create({ content: 'popular' });
    const stored = async () =>
      (
        await t.database.db
          .selectFrom('pastes')
          .select('views')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).views;
    await Promise.all(Array.from({ length: 20 }, () => t.call('GET', `/api/paste/${slug}`)));
    expect(await stored()).toBe(0);
    expect((await t.call('GET', `/api/pastes/${id}`, { token })).json.data.views).toBe(20);
    expect((await t.call('GET', '/api/pastes', { token })).json.data.results[0].views).toBe(20);
    expect(await t.services.pastes.flushViews()).toBe(1);
    expect(await stored()).toBe(20);
    expect((await t.call('GET', `/api/paste/${slug}`)).json.data.views).toBe(21);
  });

  it('serves an edit, a delete and an expiry at once to readers of a popular share', async () => {
    const { slug, id } = await create({ content: 'v1', expiresAt: inHours(2) });
    expect((await t.call('GET', `/api/paste/${slug}`)).json.data.content).toBe('v1');
    await t.call('PUT', `/api/pastes/${id}`, { token, body: { content: 'v2' } });
    expect((await t.call('GET', `/api/paste/${slug}`)).json.data.content).toBe('v2');
    clock().advance(2 * 3600_000);
    expect((await t.call('GET', `/api/paste/${slug}`)).status).toBe(410);
    const other = await create({ content: 'w' });
    expect((await t.call('GET', `/api/paste/${other.slug}`)).status).toBe(200);
    await t.call('DELETE', '/api/pastes/batch-delete', { token, body: { ids: [other.id] } });
    expect((await t.call('GET', `/api/paste/${other.slug}`)).status).toBe(404);
  });

  it('answers a popular share with the same JSON on every read, its content escaped once', async () => {
    const content =
      'quotes " and \\ , a </script>, \u2028, tabs\t, \u00e9\u4e2d, an emoji \u{1F600}\n'.repeat(4);
    const { slug, id } = await create({ content, remark: 'r' });
    const reads = [];
    for (let i = 0; i < 3; i++) reads.push(await t.call('GET', `/api/paste/${slug}`));
    for (const [i, read] of reads.entries()) {
      expect(read.headers.get('Content-Type')).toBe('application/json');
      expect(read.json).toEqual({
        code: 200,
        message: 'success',
        success: true,
        data: {
          slug,
          format: 'markdown',
          createdAt: expect.any(String),
          expiresAt: null,
          maxViews: 0,
          hasPassword: false,
          requiresPassword: false,
          encrypted: false,
          content,
          title: null,
          remark: 'r',
          views: i + 1,
          isLastView: false,
          canEdit: false,
        },
      });
    }
    // The admin's read carries the id it may edit by; an edit is served at once.
    expect((await t.call('GET', `/api/paste/${slug}`, { token })).json.data).toMatchObject({
      id,
      content,
    });
    await t.call('PUT', `/api/pastes/${id}`, { token, body: { content: 'v2' } });
    expect((await t.call('GET', `/api/paste/${slug}`)).json.data.content).toBe('v2');
  });

  it('tells the admin and the creating key they may edit', async () => {
    const key = await t.createKey(token, { name: 'w', permissions: Permission.TEXT });
    const other = await t.createKey(token, { name: 'o', permissions: Permission.TEXT });
    const { slug, id } = await create({ content: 'x' }, { apiKey: key.key });
    expect(
      (await t.call('GET', `/api/paste/${slug}`, { apiKey: key.key })).json.data,
    ).toMatchObject({ canEdit: true, id });
    expect((await t.call('GET', `/api/paste/${slug}`, { token })).json.data).toMatchObject({
      canEdit: true,
      id,
    });
    expect(
      (await t.call('GET', `/api/paste/${slug}`, { apiKey: other.key })).json.data.canEdit,
    ).toBe(false);
  });

  it('withholds content behind a password and verifies it only from a body', async () => {
    const { slug } = await create({ content: 'secret', password: 'open sesame', maxViews: 5 });
    const locked = await t.call('GET', `/api/paste/${slug}?password=open%20sesame`);
    expect(locked.json.data).toMatchObject({ requiresPassword: true, hasPassword: true });
    expect(locked.json.data.content).toBeUndefined();
    const wrong = await t.call('POST', `/api/paste/${slug}`, { body: { password: 'nope' } });
    expect(wrong.status).toBe(401);
    expect(wrong.json.message).toBe('wrong password');
    const right = await t.call('POST', `/api/paste/${slug}`, { body: { password: 'open sesame' } });
    expect(right.json.data).toMatchObject({ content: 'secret', views: 1 });
    expect((await t.call('POST', `/api/paste/${slug}`, { body: {} })).status).toBe(400);
    const raw = await t.app.request(`/api/raw/${slug}?password=open%20sesame`);
    expect(await raw.text()).toBe('secret');
    expect((await t.app.request(`/api/raw/${slug}`)).status).toBe(401);
    expect((await t.app.request(`/api/raw/${slug}?password=bad`)).status).toBe(401);
  });

  it('rate-limits wrong passwords per share and client', async () => {
    const { slug } = await create({ content: 'secret', password: 'pw' });
    for (let i = 0; i < 10; i++)
      await t.call('POST', `/api/paste/${slug}`, { body: { password: `x${i}` } });
    const limited = await t.call('POST', `/api/paste/${slug}`, { body: { password: 'pw' } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('marks the last view and is gone after it', async () => {
    const { slug } = await create({ content: 'twice', maxViews: 2 });
    expect((await t.call('GET', `/api/paste/${slug}`)).json.data.isLastView).toBe(false);
    expect((await t.call('GET', `/api/paste/${slug}`)).json.data).toMatchObject({
      isLastView: true,
      views: 2,
      content: 'twice',
    });
    const after = await t.call('GET', `/api/paste/${slug}`);
    expect(after.status).toBe(410);
    expect((after.json as { reason?: string }).reason).toBe('paste.usedUp');
    expect((await t.call('GET', '/api/pastes', { token })).json.data.pagination.total).toBe(0);
  });

  it('never serves an expired share and deletes it on access', async () => {
    const { slug } = await create({ content: 'soon', expiresAt: inHours(1) });
    clock().advance(3600_000);
    const res = await t.call('GET', `/api/paste/${slug}`);
    expect(res.status).toBe(410);
    expect(res.json.data).toBeNull();
    // Deleted, it still says why for a while (gone-shares.routes.test.ts); never found is 404.
    expect((await t.call('GET', `/api/paste/${slug}`)).status).toBe(410);
    expect((await t.call('GET', '/api/paste/does-not-exist')).status).toBe(404);
  });

  it('hands out exactly N reads when hundreds race for a share with max views N', async () => {
    const { slug } = await create({ content: 'race', maxViews: 7 });
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.call('GET', i % 3 === 0 ? `/api/raw/${slug}` : `/api/paste/${slug}`),
      ),
    );
    const served = results.filter((r) => r.status === 200);
    expect(served).toHaveLength(7);
    expect(
      results.filter((r) => r.status !== 200).every((r) => r.status === 404 || r.status === 410),
    ).toBe(true);
    const lastViews = served.filter((r) => r.json?.data?.isLastView === true);
    expect(lastViews.length).toBeLessThanOrEqual(1);
  });
});

describe('managing shares', () => {
  it('lists with pagination and search; a key sees only its own', async () => {
    const key = await t.createKey(token, { name: 'mine', permissions: Permission.TEXT });
    for (let i = 0; i < 12; i++)
      await create({ content: `admin note ${i}`, remark: i === 3 ? '100%_done' : undefined });
    await create({ content: 'key note' }, { apiKey: key.key });
    const page1 = await t.call('GET', '/api/pastes', { token });
    expect(page1.json.data.results).toHaveLength(10);
    expect(page1.json.data.pagination).toEqual({ total: 13, limit: 10, offset: 0, page: 1 });
    expect(page1.json.data.results[0].content).toBeUndefined();
    const page2 = await t.call('GET', '/api/pastes?page=2', { token });
    expect(page2.json.data.results).toHaveLength(3);
    expect(
      (await t.call('GET', '/api/pastes?search=100%25_', { token })).json.data.pagination.total,
    ).toBe(1);
    expect(
      (await t.call('GET', '/api/pastes?search=ADMIN NOTE 1', { token })).json.data.pagination
        .total,
    ).toBe(3);
    const mine = await t.call('GET', `/api/pastes?created_by=nobody`, { apiKey: key.key });
    expect(mine.json.data.results.map((p: { keyName: string }) => p.keyName)).toEqual(['mine']);
    expect((await t.call('GET', '/api/pastes?limit=0', { token })).status).toBe(400);
  });

  it('reads and updates a share: content, slug, password set and cleared, expiry, views', async () => {
    const { id, slug } = await create({ content: 'v1', password: 'pw' });
    expect((await t.call('GET', `/api/pastes/${id}`, { token })).json.data).toMatchObject({
      content: 'v1',
      hasPassword: true,
      views: 0,
    });
    const upd = await t.call('PUT', `/api/pastes/${id}`, {
      token,
      body: {
        content: 'v2',
        newSlug: 'renamed',
        clearPassword: true,
        maxViews: 1,
        expiresAt: null,
      },
    });
    expect(upd.json.data).toEqual({ id, slug: 'renamed' });
    expect((await t.call('GET', `/api/paste/${slug}`)).status).toBe(404);
    expect((await t.call('GET', '/api/paste/renamed')).json.data).toMatchObject({
      content: 'v2',
      isLastView: true,
    });
    const other = await create({ content: 'x', slug: 'taken' });
    const { id: id2 } = await create({ content: 'y' });
    expect(
      (await t.call('PUT', `/api/pastes/${id2}`, { token, body: { slug: 'taken' } })).status,
    ).toBe(409);
    expect(
      (await t.call('PUT', `/api/pastes/${other.slug}`, { token, body: { password: 'new' } }))
        .status,
    ).toBe(200);
    expect((await t.call('GET', '/api/paste/taken')).json.data.requiresPassword).toBe(true);
    expect((await t.call('PUT', `/api/pastes/${id2}`, { token, body: {} })).status).toBe(400);
  });

  it("hides other creators' shares from a key: 404 on read, update and delete", async () => {
    const key = await t.createKey(token, { name: 'k', permissions: Permission.TEXT });
    const { id } = await create({ content: 'admin only' });
    expect((await t.call('GET', `/api/pastes/${id}`, { apiKey: key.key })).status).toBe(404);
    expect(
      (await t.call('PUT', `/api/pastes/${id}`, { apiKey: key.key, body: { content: 'hacked' } }))
        .status,
    ).toBe(404);
    expect(
      (await t.call('DELETE', '/api/pastes/batch-delete', { apiKey: key.key, body: { ids: [id] } }))
        .json.data,
    ).toEqual({ deleted: 0 });
    expect((await t.call('GET', `/api/pastes/${id}`, { token })).json.data.content).toBe(
      'admin only',
    );
  });

  it('batch-deletes and clears expired shares', async () => {
    const a = await create({ content: 'a' });
    const b = await create({ content: 'b' });
    await create({ content: 'c', expiresAt: inHours(1) });
    expect(
      (
        await t.call('DELETE', '/api/pastes/batch-delete', {
          token,
          body: { ids: [a.id, b.id, 'ghost'] },
        })
      ).json.data,
    ).toEqual({ deleted: 2 });
    expect(
      (await t.call('DELETE', '/api/pastes/batch-delete', { token, body: { ids: [] } })).status,
    ).toBe(400);
    clock().advance(2 * 3600_000);
    expect((await t.call('POST', '/api/pastes/clear-expired', { token })).json.data).toEqual({
      deleted: 1,
    });
    await create({ content: 'd', expiresAt: inHours(1) });
    clock().advance(2 * 3600_000);
    const key = await t.createKey(token, { name: 'k', permissions: Permission.TEXT });
    expect(
      (await t.call('POST', '/api/admin/pastes/clear-expired', { apiKey: key.key })).status,
    ).toBe(403);
    expect(
      (
        await t.call('POST', '/api/admin/pastes/clear-expired', {
          token,
          body: { clearExpired: true },
        })
      ).json.data,
    ).toEqual({ deleted: 1 });
  });

  it('sweeps expired and used-up shares periodically and counts them on the dashboard', async () => {
    await create({ content: 'e', expiresAt: inHours(1) });
    await create({ content: 'live' });
    clock().advance(2 * 3600_000);
    expect((await t.call('GET', '/api/admin/dashboard/stats', { token })).json.data.pastes).toEqual(
      { total: 2, active: 1, expired: 1 },
    );
    expect(await t.services.pastes.sweep()).toBe(1);
    expect((await t.call('GET', '/api/admin/dashboard/stats', { token })).json.data.pastes).toEqual(
      { total: 1, active: 1, expired: 0 },
    );
  });
});
