/**
 * Text share titles on every dialect: set on create and update (trimmed to one line, "" or null
 * for none, at most 200 characters), answered by the share's GET with its content and by the
 * management lists, and found by the list's search.
 */
import { Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.js';
import { routeDialects } from '../../test/route-database.js';

interface ErrorBody {
  message: string;
  reason: string;
  params?: Record<string, unknown>;
}

describe.each(routeDialects())('text share titles on $name', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp({ database: await dialect.open() });
    token = await t.adminToken();
  });
  afterEach(() => t.close());

  const create = async (body: Record<string, unknown>) => {
    const res = await t.call('POST', '/api/paste', { token, body });
    expect(res.status).toBe(201);
    return res.json.data as { id: string; slug: string; title: string | null };
  };
  const list = async (query = '') =>
    (await t.call('GET', `/api/pastes${query}`, { token })).json.data.results as {
      slug: string;
      title: string | null;
    }[];

  it('stores a trimmed one-line title and answers it on create, GET, the list and the record', async () => {
    const made = await create({ content: 'x', title: '  Meeting\n  notes\t2026 ' });
    expect(made.title).toBe('Meeting notes 2026');
    const view = await t.call('GET', `/api/paste/${made.slug}`);
    expect(view.json.data.title).toBe('Meeting notes 2026');
    expect((await list()).map((p) => p.title)).toEqual(['Meeting notes 2026']);
    const record = await t.call('GET', `/api/pastes/${made.id}`, { token });
    expect(record.json.data.title).toBe('Meeting notes 2026');
  });

  it('keeps working without a title, as the established clients send: null everywhere', async () => {
    const made = await create({ content: 'x', remark: 'r' });
    expect(made.title).toBeNull();
    expect((await t.call('GET', `/api/paste/${made.slug}`)).json.data.title).toBeNull();
    expect((await list())[0]?.title).toBeNull();
    expect((await create({ content: 'y', title: '   ' })).title).toBeNull();
  });

  it('changes, keeps and removes the title on update', async () => {
    const made = await create({ content: 'x', title: 'First' });
    const put = (body: Record<string, unknown>) =>
      t.call('PUT', `/api/pastes/${made.id}`, { token, body });
    expect((await put({ title: ' Second ' })).status).toBe(200);
    expect((await list())[0]?.title).toBe('Second');
    expect((await put({ content: 'changed' })).status).toBe(200);
    expect((await list())[0]?.title).toBe('Second');
    expect((await put({ title: '' })).status).toBe(200);
    expect((await list())[0]?.title).toBeNull();
    expect((await put({ title: 'Third' })).status).toBe(200);
    expect((await put({ title: null })).status).toBe(200);
    expect((await list())[0]?.title).toBeNull();
  });

  it('refuses a title over 200 characters with a 400 naming the field, in both languages', async () => {
    expect((await create({ content: 'x', title: 'é'.repeat(200) })).title).toHaveLength(200);
    const body = { content: 'x', title: 't'.repeat(201) };
    const en = await t.call('POST', '/api/paste', { token, body });
    expect(en.status).toBe(400);
    const error = en.json as unknown as ErrorBody;
    expect(error.reason).toBe('validation.maxChars');
    expect(error.message).toBe('title must be at most 200 characters');
    const zh = await t.call('POST', '/api/paste', {
      token,
      body,
      headers: { 'Accept-Language': 'zh-CN' },
    });
    expect((zh.json as unknown as ErrorBody).message).toBe('title 最多 200 个字符');
    const made = await create({ content: 'x' });
    const put = await t.call('PUT', `/api/pastes/${made.id}`, {
      token,
      body: { title: 't'.repeat(201) },
    });
    expect(put.status).toBe(400);
    expect(
      await t.call('POST', '/api/paste', { token, body: { content: 'x', title: 5 } }),
    ).toMatchObject({
      status: 400,
    });
  });

  it('finds shares by title in the list search, case-insensitively', async () => {
    await create({ content: 'a', title: 'Quarterly Report' });
    await create({ content: 'b', title: 'Shopping list' });
    await create({ content: 'quarterly in the content only' });
    const found = await list('?search=quarterly%20rep');
    expect(found.map((p) => p.title)).toEqual(['Quarterly Report']);
    expect((await list('?search=SHOPPING')).map((p) => p.title)).toEqual(['Shopping list']);
  });

  it('hides the title of a locked share until the password is given', async () => {
    const made = await create({ content: 'secret', title: 'Salaries', password: 'pw' });
    const locked = await t.call('GET', `/api/paste/${made.slug}`);
    expect(locked.json.data.requiresPassword).toBe(true);
    expect(locked.text).not.toContain('Salaries');
    const open = await t.call('POST', `/api/paste/${made.slug}`, { body: { password: 'pw' } });
    expect(open.json.data.title).toBe('Salaries');
  });

  it('lets a key title its own shares and search them', async () => {
    const key = await t.createKey(token, { name: 'writer', permissions: Permission.TEXT });
    const res = await t.call('POST', '/api/paste', {
      apiKey: key.key,
      body: { content: 'k', title: 'From the key' },
    });
    expect(res.json.data.title).toBe('From the key');
    const found = await t.call('GET', '/api/pastes?search=from%20the', { apiKey: key.key });
    expect(found.json.data.results.map((p: { title: string }) => p.title)).toEqual([
      'From the key',
    ]);
  });
});
