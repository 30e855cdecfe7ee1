/** `GET /s3-configs/{id}/references`: what still uses a configuration, asked before deleting it. */
import { ALL_PERMISSIONS } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.js';
import { insertFileRow } from '../../test/file-rows.js';
import { routeDialects } from '../../test/route-database.js';

describe.each(routeDialects())('storage configuration references on $name', (dialect) => {
  let t: TestApp;
  let token: string;
  let localId: string;
  beforeEach(async () => {
    t = await createTestApp({ database: await dialect.open() });
    token = await t.adminToken();
    const configs = await t.call('GET', '/api/s3-configs', { token });
    localId = configs.json.data[0].id as string;
  });
  afterEach(() => t.close());

  const references = (id: string, auth: { token?: string; apiKey?: string } = { token }) =>
    t.call('GET', `/api/s3-configs/${id}/references`, auth);

  async function mountNamed(name: string, mount_path: string) {
    const res = await t.call('POST', '/api/admin/mounts', {
      token,
      body: { name, storage_type: 'LOCAL', storage_config_id: localId, mount_path },
    });
    expect(res.status).toBe(201);
  }

  const fileShare = (status: string) => insertFileRow(t, localId, { status });

  it('names nothing for an unused configuration, which then deletes', async () => {
    const res = await references(localId);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ mounts: [], file_count: 0 });
  });

  it('names the mounts by name and counts file shares of any status', async () => {
    await mountNamed('Team', '/team');
    await mountNamed('Archive', '/archive');
    await fileShare('ready');
    await fileShare('pending');
    const res = await references(localId);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      mounts: [
        { id: expect.any(String), name: 'Archive', mount_path: '/archive' },
        { id: expect.any(String), name: 'Team', mount_path: '/team' },
      ],
      file_count: 2,
    });
    // The delete that follows is refused for the same reasons.
    const refused = await t.call('DELETE', `/api/s3-configs/${localId}`, { token });
    expect(refused.status).toBe(409);
  });

  it('answers 404 for an unknown configuration', async () => {
    const res = await references('nope');
    expect(res.status).toBe(404);
  });

  it('is for the admin only: an API key with every permission is refused', async () => {
    const { key } = await t.createKey(token, { name: 'all', permissions: ALL_PERMISSIONS });
    const res = await references(localId, { apiKey: key });
    expect(res.status).toBe(403);
    expect((await references(localId, {})).status).toBe(401);
  });
});
