import { SETTINGS, SettingGroup } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.js';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});
afterEach(() => t.close());

describe('settings', () => {
  it('lists each group with its defaults and metadata', async () => {
    const global = await t.call('GET', '/api/admin/settings?group=1', { token });
    expect(global.json.data.map((s: { key: string }) => s.key)).toEqual([
      'max_upload_size',
      'max_upload_size_unit',
      'default_use_proxy',
      'file_naming_strategy',
      'proxy_sign_all',
      'proxy_sign_expires',
      'audit_retention_days',
    ]);
    expect(global.json.data[0]).toMatchObject({
      value: 100,
      type: 'number',
      group_id: 1,
      default_value: 100,
    });
    const webdav = await t.call('GET', '/api/admin/settings?group=3', { token });
    expect(webdav.json.data).toEqual([
      expect.objectContaining({
        key: 'webdav_upload_mode',
        value: 'multipart',
        options: ['multipart', 'direct'],
      }),
    ]);
    const all = await t.call('GET', '/api/admin/settings', { token });
    expect(
      all.json.data.some((s: { group_id: number }) => s.group_id === SettingGroup.SYSTEM),
    ).toBe(false);
    const withSystem = await t.call('GET', '/api/admin/settings?includeSystem=true', { token });
    expect(withSystem.json.data).toHaveLength(SETTINGS.length);
    const values = await t.call('GET', '/api/admin/settings?group=2&metadata=false', { token });
    expect(values.json.data.preview_document_types).toBe('pdf');
  });

  it('answers groups and single-key metadata', async () => {
    const groups = await t.call('GET', '/api/admin/settings/groups', { token });
    expect(groups.json.data.map((g: { name: string }) => g.name)).toEqual([
      'global',
      'preview',
      'webdav',
    ]);
    expect(
      (await t.call('GET', '/api/admin/settings/metadata?key=proxy_sign_all', { token })).json.data,
    ).toMatchObject({ type: 'bool', value: false });
    expect((await t.call('GET', '/api/admin/settings/metadata?key=nope', { token })).status).toBe(
      404,
    );
    expect((await t.call('GET', '/api/admin/settings/metadata', { token })).status).toBe(400);
  });

  it('saves a group and the upload limit follows', async () => {
    const res = await t.call('PUT', '/api/admin/settings/group/1', {
      token,
      body: { max_upload_size: '2', max_upload_size_unit: 'GB', default_use_proxy: 'true' },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.find((s: { key: string }) => s.key === 'default_use_proxy').value).toBe(
      true,
    );
    const limit = await t.call('GET', '/api/system/max-upload-size');
    expect(limit.json.data).toEqual({
      max_upload_size: 2048,
      max_upload_size_bytes: 2 * 1024 ** 3,
      unit: 'GB',
    });
    const preview = await t.call('PUT', '/api/admin/settings/group/2', {
      token,
      body: { preview_text_types: ' TXT, .md ,,log' },
    });
    expect(
      preview.json.data.find((s: { key: string }) => s.key === 'preview_text_types').value,
    ).toBe('txt,md,log');
  });

  it.each([
    [1, { max_upload_size: 'abc' }, /max_upload_size: must be a number/],
    [1, { max_upload_size: { a: 1 } }, /max_upload_size: must be a number/],
    [1, { default_use_proxy: 'maybe' }, /default_use_proxy: must be true or false/],
    [1, { max_upload_size: -5 }, /greater than 0/],
    [1, { max_upload_size_unit: 'TB' }, /must be one of KB, MB, GB/],
    [1, { webdav_upload_mode: 'direct' }, /not a setting of group 1/],
    [3, { webdav_upload_mode: 'sideways' }, /must be one of multipart, direct/],
    [1, {}, /no settings/],
  ])('group %i refuses %j', async (group, body, message) => {
    const before = await t.call('GET', `/api/admin/settings?group=${group}`, { token });
    const res = await t.call('PUT', `/api/admin/settings/group/${group}`, { token, body });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(message);
    expect(
      (await t.call('GET', `/api/admin/settings?group=${group}`, { token })).json.data,
    ).toEqual(before.json.data);
  });

  it('skips business rules but not types with ?validate=false', async () => {
    expect(
      (
        await t.call('PUT', '/api/admin/settings/group/1?validate=false', {
          token,
          body: { proxy_sign_expires: -1 },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.call('PUT', '/api/admin/settings/group/1?validate=false', {
          token,
          body: { proxy_sign_expires: 'x' },
        })
      ).status,
    ).toBe(400);
  });

  it('refuses read-only, unknown groups and non-admins', async () => {
    expect(
      (await t.call('PUT', '/api/admin/settings/group/99', { token, body: { installed_at: 'x' } }))
        .status,
    ).toBe(403);
    expect(
      (await t.call('PUT', '/api/admin/settings/group/7', { token, body: { a: 1 } })).status,
    ).toBe(404);
    expect(
      (await t.call('PUT', '/api/admin/settings/group/abc', { token, body: { a: 1 } })).status,
    ).toBe(400);
    const key = await t.createKey(token, { name: 'k', permissions: 3 });
    expect((await t.call('GET', '/api/admin/settings', { apiKey: key.key })).status).toBe(403);
    expect((await t.call('GET', '/api/admin/settings/groups')).status).toBe(401);
  });
});
