import { Permission, storageTypesResponse } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.js';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});
afterEach(() => t.close());

describe('GET /api/admin/storage-types', () => {
  it('answers every registered driver with its providers, capabilities and form fields', async () => {
    const res = await t.call('GET', '/api/admin/storage-types', { token });
    expect(res.status).toBe(200);
    const types = storageTypesResponse.parse(res.json.data);
    const s3 = types.find((d) => d.type === 'S3');
    const local = types.find((d) => d.type === 'LOCAL');
    expect(s3?.providers.length).toBeGreaterThan(0);
    expect(s3?.fields.some((f) => f.apiField === 'endpoint_url')).toBe(true);
    expect(s3?.fields.some((f) => f.apiField === 'bucket_name')).toBe(true);
    expect(local?.providers.map((p) => p.id)).toContain('Local');
  });

  it('is for the admin only', async () => {
    const key = await t.createKey(token, {
      name: 'files',
      permissions: Permission.FILE_SHARE | Permission.MOUNT_UPLOAD,
    });
    expect((await t.call('GET', '/api/admin/storage-types', { apiKey: key.key })).status).toBe(403);
    expect((await t.call('GET', '/api/admin/storage-types')).status).toBe(401);
  });
});
