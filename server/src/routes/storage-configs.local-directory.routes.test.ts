/** A local storage's directory: a normalised absolute path, or a relative one inside DATA_DIR. */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.js';

let t: TestApp;
let token: string;
let outside: string;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.adminToken();
  outside = mkdtempSync(join(tmpdir(), 'cp-local-root-'));
});
afterEach(async () => {
  await t.close();
  rmSync(outside, { recursive: true, force: true });
});

const createLocal = (bucket_name: string) =>
  t.call('POST', '/api/s3-configs', {
    token,
    body: { name: 'Disk', provider_type: 'Local', bucket_name },
  });

/** Writes one object through the configuration's driver, to see which directory it uses. */
async function writeThrough(configId: string): Promise<void> {
  const { driver } = await t.services.storage.byId(configId);
  await driver.put('probe.txt', Readable.from([Buffer.from('here')]), {
    contentType: 'text/plain',
    size: 4,
  });
}

describe('local storage directories', () => {
  it.each([
    ['../outside', /^bucket_name must not contain "\.\." parts: .* absolute path/],
    ['storage/../../etc', /^bucket_name must not contain "\.\." parts/],
    ['/srv/../etc', /^bucket_name must not contain "\.\." parts/],
    ['..', /^bucket_name must not contain "\.\." parts/],
    ['./team', /^bucket_name must be a normalised path/],
    ['.', /^bucket_name must be a normalised path/],
    ['team//files', /^bucket_name must be a normalised path/],
    ['team/files/', /^bucket_name must be a normalised path/],
    ['/srv/./files', /^bucket_name must be a normalised path/],
    ['//srv/files', /^bucket_name must be a normalised path/],
  ])('refuses %j on creation with a 400 saying why', async (bucket_name, message) => {
    const res = await createLocal(bucket_name);
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(message);
  });

  it('keeps a relative directory inside DATA_DIR and takes a normalised absolute one as it is', async () => {
    const relative = await createLocal('team/files');
    expect(relative.status, relative.text).toBe(201);
    expect(relative.json.data.bucket_name).toBe('team/files');
    await writeThrough(relative.json.data.id);
    expect(existsSync(join(t.dataDir, 'team', 'files', 'probe.txt'))).toBe(true);

    const absolute = await createLocal(outside);
    expect(absolute.status, absolute.text).toBe(201);
    await writeThrough(absolute.json.data.id);
    expect(existsSync(join(outside, 'probe.txt'))).toBe(true);
  });

  it('refuses the same on update, and keeps the directory it had', async () => {
    const { id } = (await createLocal('team/files')).json.data as { id: string };
    for (const bucket_name of ['../outside', 'team/../..', 'team/files/']) {
      const res = await t.call('PUT', `/api/s3-configs/${id}`, { token, body: { bucket_name } });
      expect(res.status, bucket_name).toBe(400);
      expect(res.json.message).toMatch(/^bucket_name must/);
    }
    const now = await t.call('GET', `/api/s3-configs/${id}`, { token });
    expect(now.json.data.bucket_name).toBe('team/files');
  });
});
