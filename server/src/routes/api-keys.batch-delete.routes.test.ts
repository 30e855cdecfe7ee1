import { Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.js';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});
afterEach(() => t.close());

const batchDelete = (body: unknown, auth: { token?: string; apiKey?: string }) =>
  t.call('DELETE', '/api/admin/api-keys/batch-delete', { ...auth, body });

describe('DELETE /api/admin/api-keys/batch-delete', () => {
  it('deletes the chosen keys in one call and counts the ids that were already gone', async () => {
    const [a, b, kept] = await Promise.all(
      ['a', 'b', 'kept'].map((name) => t.createKey(token, { name, permissions: Permission.TEXT })),
    );
    const res = await batchDelete({ ids: [a!.id, b!.id, a!.id, 'no-such-key'] }, { token });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ deleted: 2, notFound: 1 });

    const list = await t.call('GET', '/api/admin/api-keys', { token });
    expect(list.json.data.map((key: { name: string }) => key.name)).toEqual(['kept']);
    // The deleted keys no longer open anything; the kept one still does.
    expect((await t.call('GET', '/api/test/api-key', { apiKey: a!.key })).status).toBe(401);
    expect((await t.call('GET', '/api/test/api-key', { apiKey: kept!.key })).status).toBe(200);
  });

  it('is for the admin only, and refuses an empty or missing list', async () => {
    const key = await t.createKey(token, { name: 'self', permissions: Permission.TEXT });
    expect((await batchDelete({ ids: [key.id] }, { apiKey: key.key })).status).toBe(403);
    expect((await batchDelete({ ids: [key.id] }, {})).status).toBe(401);
    expect((await batchDelete({ ids: [] }, { token })).status).toBe(400);
    expect((await batchDelete({}, { token })).status).toBe(400);
    expect((await t.call('GET', '/api/admin/api-keys', { token })).json.data).toHaveLength(1);
  });
});
