/**
 * Three built server instances on one PostgreSQL database behind nginx, round robin without sticky
 * sessions (docs/DEPLOY.md, "The cluster"): every behaviour below is checked through the balancer,
 * whichever instance answers each request, and each answer's X-Upstream shows the requests spread.
 * Needs TEST_DATABASE_URL (npm test starts PostgreSQL) and nginx (scripts/ensure-test-deps.sh).
 */
import { MULTIPART_PART_SIZE } from '@cloudpaste/contracts';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, startBalanced, type Balanced } from '../support/balancer.js';
import { provisionS3 } from '../support/s3.js';
import { TEST_ADMIN } from '../support/server.js';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set: run the suite through npm test');

interface Answer {
  status: number;
  upstream: string;
  headers: Headers;
  body: any;
}

describe('three instances behind nginx, round robin', () => {
  let cluster: Balanced;
  let dropDatabase: () => Promise<void>;
  let token: string;

  async function call(method: string, path: string, init: RequestInit = {}): Promise<Answer> {
    const headers = new Headers(init.headers);
    if (init.body && typeof init.body === 'string') headers.set('content-type', 'application/json');
    const res = await fetch(`${cluster.url}${path}`, { ...init, method, headers });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON (WebDAV, bytes).
    }
    return {
      status: res.status,
      upstream: res.headers.get('X-Upstream') ?? '',
      headers: res.headers,
      body,
    };
  }
  const bearer = (value: string) => ({ authorization: `Bearer ${value}` });
  const login = (password: string) =>
    call('POST', '/api/admin/login', {
      body: JSON.stringify({ username: TEST_ADMIN.username, password }),
    });

  beforeAll(async () => {
    const database = await freshDatabase(adminUrl);
    dropDatabase = database.drop;
    // Started at the same moment: migrations and the first admin happen once.
    cluster = await startBalanced(database.url, 3);
    const res = await login(TEST_ADMIN.password);
    expect(res.status).toBe(200);
    token = res.body.data.token;
  }, 90_000);
  afterAll(async () => {
    await cluster?.stop();
    await dropDatabase?.();
  });

  it('spreads requests over the three instances', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('GET', '/api/test/admin-token', { headers: bearer(token) }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.upstream)).size).toBe(3);
  });

  it('made the default local storage once although the three started together', async () => {
    const configs = await call('GET', '/api/s3-configs', { headers: bearer(token) });
    expect(configs.status).toBe(200);
    expect(configs.body.data.map((c: { name: string }) => c.name)).toEqual(['Local storage']);
  });

  it('ends a session logged out through one instance on all of them', async () => {
    const session = (await login(TEST_ADMIN.password)).body.data.token as string;
    const seen = await Promise.all(
      Array.from({ length: 3 }, () =>
        call('GET', '/api/test/admin-token', { headers: bearer(session) }),
      ),
    );
    expect(seen.map((a) => a.status)).toEqual([200, 200, 200]);
    expect((await call('POST', '/api/admin/logout', { headers: bearer(session) })).status).toBe(
      200,
    );
    const after = [];
    for (let i = 0; i < 6; i++)
      after.push(await call('GET', '/api/test/admin-token', { headers: bearer(session) }));
    expect(after.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(new Set(after.map((a) => a.upstream)).size).toBe(3);
  });

  it('holds the login limit at 5 when 12 wrong logins are spread over the instances', async () => {
    // One client address of its own (the balancer appends the real one after it; TRUST_PROXY is
    // one proxy, so the address counted is the balancer's view of this client): a fresh count.
    const answers: Answer[] = [];
    for (let i = 0; i < 12; i++)
      answers.push(
        await call('POST', '/api/admin/login', {
          body: JSON.stringify({ username: 'nobody-here', password: `wrong-${i}` }),
        }),
      );
    expect(new Set(answers.map((a) => a.upstream)).size).toBe(3);
    expect(answers.filter((a) => a.status === 401)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(7);
  });

  it('answers a settings change from every instance within a second', async () => {
    // Each instance reads the settings first, so each holds them in memory when they change.
    const before = await Promise.all(
      Array.from({ length: 3 }, () => call('GET', '/api/system/max-upload-size')),
    );
    expect(new Set(before.map((res) => res.upstream)).size).toBe(3);
    expect(before.map((res) => res.body.data.unit)).not.toContain('GB');
    const saved = await call('PUT', '/api/admin/settings/group/1', {
      headers: bearer(token),
      body: JSON.stringify({ max_upload_size: '3', max_upload_size_unit: 'GB' }),
    });
    expect(saved.status).toBe(200);
    const savedAt = Date.now();
    const seenBy = new Set<string>();
    const deadline = savedAt + 10_000;
    while (seenBy.size < 3 && Date.now() < deadline) {
      const res = await call('GET', '/api/system/max-upload-size');
      if (res.body.data.unit === 'GB' && res.body.data.max_upload_size === 3072)
        seenBy.add(res.upstream);
    }
    const elapsed = Date.now() - savedAt;
    expect(seenBy.size).toBe(3);
    expect(elapsed).toBeLessThan(1000);
  });

  it('lets exactly 3 of 20 concurrent readers through a paste of 3 views', async () => {
    const created = await call('POST', '/api/paste', {
      headers: bearer(token),
      body: JSON.stringify({ content: 'counted', format: 'text', maxViews: 3 }),
    });
    expect(created.status).toBe(201);
    const slug = created.body.data.slug as string;
    const reads = await Promise.all(
      Array.from({ length: 20 }, () => call('GET', `/api/paste/${encodeURIComponent(slug)}`)),
    );
    expect(reads.filter((r) => r.status === 200)).toHaveLength(3);
    expect(new Set(reads.map((r) => r.upstream)).size).toBe(3);
  });

  it('completes a multipart upload whose parts and completion land on different instances', async () => {
    const configs = await call('GET', '/api/s3-configs', { headers: bearer(token) });
    const configId = configs.body.data[0].id as string;
    const mounted = await call('POST', '/api/admin/mounts', {
      headers: bearer(token),
      body: JSON.stringify({
        name: 'shared',
        storage_type: 'LOCAL',
        storage_config_id: configId,
        mount_path: '/shared',
        webdav_policy: 'native_proxy',
      }),
    });
    expect(mounted.status).toBe(201);
    const body = randomBytes(2 * MULTIPART_PART_SIZE + 777);
    const init = await call('POST', '/api/fs/multipart/init', {
      headers: bearer(token),
      body: JSON.stringify({
        path: '/shared',
        fileName: 'big.bin',
        fileSize: body.length,
        partSize: 1,
        partCount: 99,
      }),
    });
    expect(init.status, JSON.stringify(init.body)).toBe(200);
    const { uploadId, presignedUrls } = init.body.data as {
      uploadId: string;
      presignedUrls: { partNumber: number; url: string }[];
    };
    const upstreams = new Set([init.upstream]);
    const parts = [];
    for (const { partNumber, url } of presignedUrls) {
      // The app signs local storage's part URLs with its own address: sent through the balancer.
      const target = new URL(url, cluster.url);
      const res = await fetch(`${cluster.url}${target.pathname}${target.search}`, {
        method: 'PUT',
        body: body.subarray(
          (partNumber - 1) * MULTIPART_PART_SIZE,
          partNumber * MULTIPART_PART_SIZE,
        ),
      });
      expect(res.status).toBe(200);
      upstreams.add(res.headers.get('X-Upstream') ?? '');
      parts.push({ PartNumber: partNumber, ETag: res.headers.get('ETag') });
    }
    const done = await call('POST', '/api/fs/multipart/complete', {
      headers: bearer(token),
      body: JSON.stringify({ path: '/shared', uploadId, parts, fileName: 'big.bin' }),
    });
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    upstreams.add(done.upstream);
    expect(upstreams.size).toBe(3);
    const listed = await call('GET', '/api/fs/list?path=%2Fshared', { headers: bearer(token) });
    expect(listed.body.data.items).toEqual([
      expect.objectContaining({ name: 'big.bin', size: body.length }),
    ]);
  });

  it('completes a multipart upload into S3 whose start, resume and completion land on different instances', async () => {
    const bucket = await provisionS3(cluster.url, async (config) => {
      const made = await call('POST', '/api/s3-configs', {
        headers: bearer(token),
        body: JSON.stringify({ ...config, name: 'Cluster Ceph' }),
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      return made.body.data.id as string;
    });
    if (!bucket) throw new Error('TEST_S3_* name no S3 server: run the suite through npm test');
    try {
      const mounted = await call('POST', '/api/admin/mounts', {
        headers: bearer(token),
        body: JSON.stringify({
          name: 'bucket',
          storage_type: 'S3',
          storage_config_id: bucket.configId,
          mount_path: '/bucket',
        }),
      });
      expect(mounted.status, JSON.stringify(mounted.body)).toBe(201);
      const body = randomBytes(MULTIPART_PART_SIZE + 4321);
      const init = await call('POST', '/api/fs/multipart/init', {
        headers: bearer(token),
        body: JSON.stringify({ path: '/bucket', fileName: 's3.bin', fileSize: body.length }),
      });
      expect(init.status, JSON.stringify(init.body)).toBe(200);
      const { uploadId, presignedUrls } = init.body.data as {
        uploadId: string;
        presignedUrls: { partNumber: number; url: string }[];
      };
      const etags: Record<number, string> = {};
      for (const { partNumber, url } of presignedUrls) {
        // Straight to S3, as a browser sends them.
        const res = await fetch(url, {
          method: 'PUT',
          body: body.subarray(
            (partNumber - 1) * MULTIPART_PART_SIZE,
            partNumber * MULTIPART_PART_SIZE,
          ),
        });
        expect(res.status).toBe(200);
        etags[partNumber] = res.headers.get('ETag') ?? '';
      }
      const listed = await call('POST', '/api/fs/multipart/list-parts', {
        headers: bearer(token),
        body: JSON.stringify({ path: '/bucket', uploadId, fileName: 's3.bin' }),
      });
      expect(listed.status, JSON.stringify(listed.body)).toBe(200);
      expect(listed.body.data.parts).toHaveLength(presignedUrls.length);
      const done = await call('POST', '/api/fs/multipart/complete', {
        headers: bearer(token),
        body: JSON.stringify({
          path: '/bucket',
          uploadId,
          fileName: 's3.bin',
          parts: presignedUrls.map(({ partNumber }) => ({
            PartNumber: partNumber,
            ETag: etags[partNumber],
          })),
        }),
      });
      expect(done.status, JSON.stringify(done.body)).toBe(201);
      expect(new Set([init.upstream, listed.upstream, done.upstream]).size).toBe(3);
      const items = await call('GET', '/api/fs/list?path=%2Fbucket', { headers: bearer(token) });
      expect(items.body.data.items).toEqual([
        expect.objectContaining({ name: 's3.bin', size: body.length }),
      ]);
    } finally {
      await bucket.cleanup();
    }
  });

  it('honours a WebDAV lock taken through one instance on a PUT through the others', async () => {
    const basic = {
      authorization: `Basic ${Buffer.from(`${TEST_ADMIN.username}:${TEST_ADMIN.password}`).toString('base64')}`,
    };
    const lockinfo =
      '<?xml version="1.0" encoding="utf-8"?><D:lockinfo xmlns:D="DAV:"><D:lockscope><D:exclusive/></D:lockscope><D:locktype><D:write/></D:locktype></D:lockinfo>';
    const locked = await call('LOCK', '/dav/shared/locked.txt', {
      headers: { ...basic, Depth: '0', Timeout: 'Second-600', 'content-type': 'application/xml' },
      body: lockinfo,
    });
    expect(locked.status).toBe(201);
    const lockToken = /^<(.+)>$/.exec(locked.headers.get('Lock-Token') ?? '')?.[1];
    expect(lockToken).toBeTruthy();
    const refused = [];
    for (let i = 0; i < 3; i++)
      refused.push(
        await call('PUT', '/dav/shared/locked.txt', { headers: basic, body: `not mine ${i}` }),
      );
    expect(refused.map((r) => r.status)).toEqual([423, 423, 423]);
    expect(new Set([locked.upstream, ...refused.map((r) => r.upstream)]).size).toBe(3);
    const allowed = await call('PUT', '/dav/shared/locked.txt', {
      headers: { ...basic, If: `(<${lockToken}>)` },
      body: 'the holder writes',
    });
    expect([201, 204]).toContain(allowed.status);
    const read = await call('GET', '/dav/shared/locked.txt', { headers: basic });
    expect(read.body).toBe('the holder writes');
  });
});
