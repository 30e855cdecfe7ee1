import { ALL_PERMISSIONS, Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.js';

let t: TestApp;
let token: string;
let localId: string;

beforeEach(async () => {
  t = await createTestApp();
  token = await t.adminToken();
  const configs = await t.call('GET', '/api/s3-configs', { token });
  localId = configs.json.data[0].id as string;
});
afterEach(() => t.close());

const mount = (extra: Record<string, unknown> = {}) => ({
  name: 'Team files',
  storage_type: 'LOCAL',
  storage_config_id: localId,
  mount_path: '/team',
  ...extra,
});

async function create(extra: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/admin/mounts', { token, body: mount(extra) });
  expect(res.status).toBe(201);
  return res.json.data as { id: string; mount_path: string };
}

describe('mount management (admin)', () => {
  it('creates with the defaults, lists by sort order, reads, updates and deletes', async () => {
    const created = await t.call('POST', '/api/admin/mounts', {
      token,
      body: mount({ remark: ' shared ' }),
    });
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({
      name: 'Team files',
      storage_type: 'LOCAL',
      storage_config_id: localId,
      storage_config_name: 'Local storage',
      mount_path: '/team',
      remark: 'shared',
      is_active: true,
      sort_order: 0,
      cache_ttl: 300,
      web_proxy: false,
      webdav_policy: '302_redirect',
      enable_sign: false,
      sign_expires: 0,
      created_by: expect.any(String),
      last_used: null,
    });
    const id = created.json.data.id as string;
    await create({ name: 'Archive', mount_path: '/archive', sort_order: -1 });
    const list = await t.call('GET', '/api/admin/mounts', { token });
    expect(list.json.data.map((m: { mount_path: string }) => m.mount_path)).toEqual([
      '/archive',
      '/team',
    ]);

    const updated = await t.call('PUT', `/api/admin/mounts/${id}`, {
      token,
      body: { is_active: 0, cache_ttl: '60', webdav_policy: 'native_proxy', remark: '' },
    });
    expect(updated.status).toBe(200);
    expect(updated.json.data).toMatchObject({
      is_active: false,
      cache_ttl: 60,
      webdav_policy: 'native_proxy',
      remark: null,
      name: 'Team files',
    });
    expect((await t.call('GET', `/api/admin/mounts/${id}`, { token })).json.data.is_active).toBe(
      false,
    );

    expect((await t.call('DELETE', `/api/admin/mounts/${id}`, { token })).status).toBe(200);
    expect((await t.call('GET', `/api/admin/mounts/${id}`, { token })).status).toBe(404);
    expect((await t.call('DELETE', `/api/admin/mounts/${id}`, { token })).status).toBe(404);
    expect(
      (await t.call('PUT', `/api/admin/mounts/${id}`, { token, body: { name: 'x' } })).status,
    ).toBe(404);
  });

  it('refuses bad fields with a 400 naming the field', async () => {
    for (const [change, message] of [
      [{ name: '' }, 'name is required'],
      [{ mount_path: '/api' }, 'mount_path cannot start with /api: it is reserved by the system'],
      [{ cache_ttl: 90_000 }, 'cache_ttl must be at most 86400 seconds'],
      [{ storage_config_id: 'nope' }, 'storage_config_id names no storage configuration'],
      [
        { storage_type: 'S3' },
        'storage_type must be LOCAL, the type of that storage configuration',
      ],
    ] as const) {
      const res = await t.call('POST', '/api/admin/mounts', { token, body: mount(change) });
      expect(res.status, message).toBe(400);
      expect(res.json.message).toBe(message);
    }
    expect((await t.call('GET', '/api/admin/mounts', { token })).json.data).toEqual([]);
  });

  it('keeps one mount per path and none nested in another (409)', async () => {
    const team = await create();
    for (const [path, message] of [
      ['/team', 'mount path /team is already used by mount "Team files"'],
      ['/team/sub', 'mount path /team/sub lies inside mount "Team files" (/team)'],
    ] as const) {
      const res = await t.call('POST', '/api/admin/mounts', {
        token,
        body: mount({ mount_path: path }),
      });
      expect(res.status).toBe(409);
      expect(res.json.message).toBe(message);
    }
    const deep = await create({ name: 'Deep', mount_path: '/x/deep' });
    const over = await t.call('PUT', `/api/admin/mounts/${team.id}`, {
      token,
      body: { mount_path: '/x' },
    });
    expect(over.status).toBe(409);
    expect(over.json.message).toBe('mount path /x would contain mount "Deep" (/x/deep)');
    // A mount may keep its own path on update.
    expect(
      (
        await t.call('PUT', `/api/admin/mounts/${deep.id}`, {
          token,
          body: { mount_path: '/x/deep/' },
        })
      ).status,
    ).toBe(200);
  });

  it('keeps a storage configuration that a mount uses', async () => {
    await create();
    const res = await t.call('DELETE', `/api/s3-configs/${localId}`, { token });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(
      'this storage configuration is used by 1 mount(s); delete them first',
    );
  });

  it('lets no API key create, change or delete mounts, whatever its permissions', async () => {
    const team = await create();
    const key = await t.createKey(token, { name: 'all', permissions: ALL_PERMISSIONS });
    for (const [method, path] of [
      ['GET', '/api/admin/mounts'],
      ['POST', '/api/admin/mounts'],
      ['PUT', `/api/admin/mounts/${team.id}`],
      ['DELETE', `/api/admin/mounts/${team.id}`],
    ] as const) {
      const res = await t.call(method, path, {
        apiKey: key.key,
        body: method === 'GET' || method === 'DELETE' ? undefined : mount({ is_active: false }),
      });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect(
      (await t.call('GET', `/api/admin/mounts/${team.id}`, { token })).json.data.is_active,
    ).toBe(true);
    expect((await t.call('GET', '/api/admin/mounts')).status).toBe(401);
  });
});

describe('mounts a caller can reach', () => {
  it('shows keys with a mount permission the active mounts inside or holding their base path', async () => {
    const team = await create();
    const photos = await create({ name: 'Photos', mount_path: '/media/photos' });
    const off = await create({ name: 'Off', mount_path: '/off', is_active: false });
    const everywhere = await t.createKey(token, {
      name: 'root',
      permissions: Permission.MOUNT_VIEW,
    });
    const inside = await t.createKey(token, {
      name: 'sub',
      permissions: Permission.MOUNT_VIEW,
      basic_path: '/media/photos/2024',
    });
    const above = await t.createKey(token, {
      name: 'media',
      permissions: Permission.MOUNT_UPLOAD,
      basic_path: '/media/',
    });
    const textOnly = await t.createKey(token, { name: 'text', permissions: Permission.TEXT });
    const paths = async (apiKey: string) =>
      (await t.call('GET', '/api/user/mounts', { apiKey })).json.data.map(
        (m: { mount_path: string }) => m.mount_path,
      );

    expect(await paths(everywhere.key)).toEqual(['/media/photos', '/team']);
    expect(await paths(inside.key)).toEqual(['/media/photos']);
    expect(await paths(above.key)).toEqual(['/media/photos']);
    expect((await t.call('GET', '/api/user/mounts', { apiKey: textOnly.key })).status).toBe(403);
    expect((await t.call('GET', '/api/user/mounts', { token })).json.data).toHaveLength(2);

    expect(
      (await t.call('GET', `/api/user/mounts/${photos.id}`, { apiKey: inside.key })).json.data.name,
    ).toBe('Photos');
    expect(
      (await t.call('GET', `/api/user/mounts/${team.id}`, { apiKey: inside.key })).status,
    ).toBe(404);
    expect(
      (await t.call('GET', `/api/user/mounts/${off.id}`, { apiKey: everywhere.key })).status,
    ).toBe(404);
  });
});
