/**
 * The explorer's kept folder listings across two server instances on one database and one storage
 * (docs/DEPLOY.md): a write through one instance is in the next listing of the other at once, and
 * the other's ETag/304 answers follow it; while nothing is written through the app, each instance
 * still answers its kept listing (services/fs/listing-stamps.ts). Local storage and S3, SQLite and
 * PostgreSQL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mountedStorage, storageKinds, type MountedStorage } from '../../test/mounted-storages.js';
import { twoInstances, type TwoInstances } from '../../test/two-instances.js';
import type { TestApp } from '../../test/create-test-app.js';
import { routeDialects } from '../../test/route-database.js';

const cases = routeDialects().flatMap((dialect) =>
  storageKinds.map((kind) => ({ name: `${kind} on ${dialect.name}`, kind, dialect })),
);

describe.each(cases)('kept listings across two instances, $name', ({ kind, dialect }) => {
  let cluster: TwoInstances;
  let storage: MountedStorage;
  let dataDir: string;
  let tokens: [string, string];

  beforeEach(async () => {
    // One DATA_DIR for both, as one local storage would be one shared disk.
    dataDir = mkdtempSync(join(tmpdir(), 'cloudpaste-cluster-'));
    cluster = await twoInstances(dialect, { dataDir });
    const [a, b] = cluster.instances;
    tokens = [await a.adminToken(), await b.adminToken()];
    storage = await mountedStorage(a, tokens[0], kind);
    await storage.put('docs/a.txt', 'first');
    await storage.mount('/team', { cache_ttl: 300 });
  });
  afterEach(async () => {
    await storage.cleanup();
    await cluster.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const list = (t: TestApp, token: string, path: string, etag?: string) =>
    t.call('GET', `/api/fs/list?path=${encodeURIComponent(path)}`, {
      token,
      ...(etag !== undefined && { headers: { 'If-None-Match': etag } }),
    });
  const names = (res: Awaited<ReturnType<typeof list>>) => {
    expect(res.status, res.text).toBe(200);
    return (res.json.data.items as { name: string }[]).map((item) => item.name);
  };

  it('lists on one instance what was written through the other, at once, with a new ETag', async () => {
    const [a, b] = cluster.instances;
    const first = await list(b, tokens[1], '/team/docs');
    expect(names(first)).toEqual(['a.txt']);
    const tag = first.headers.get('ETag')!;
    expect(names(await list(a, tokens[0], '/team/docs'))).toEqual(['a.txt']);
    expect((await list(b, tokens[1], '/team/docs', tag)).status).toBe(304);

    const made = await a.call('POST', '/api/fs/mkdir', {
      token: tokens[0],
      body: { path: '/team/docs/made on a' },
    });
    expect(made.status, made.text).toBe(201);
    const changed = await list(b, tokens[1], '/team/docs', tag);
    expect(names(changed)).toEqual(['made on a', 'a.txt']);
    const newTag = changed.headers.get('ETag')!;
    expect(newTag).not.toBe(tag);
    expect((await list(b, tokens[1], '/team/docs', newTag)).status).toBe(304);

    // And back: a removal through the second is gone from the first's next listing.
    const removed = await b.call('DELETE', '/api/fs/batch-remove', {
      token: tokens[1],
      body: { paths: ['/team/docs/a.txt'] },
    });
    expect(removed.status, removed.text).toBe(200);
    expect(names(await list(a, tokens[0], '/team/docs'))).toEqual(['made on a']);
  });

  it('answers a kept listing while nothing was written through the app', async () => {
    const [a, b] = cluster.instances;
    expect(names(await list(b, tokens[1], '/team/docs'))).toEqual(['a.txt']);
    // Written behind the app's back: neither instance is told, so both keep what they listed.
    await storage.put('docs/outside.txt', 'unseen');
    expect(names(await list(b, tokens[1], '/team/docs'))).toEqual(['a.txt']);
    // A write through the first to another folder of the mount drops the second's listings of it.
    const made = await a.call('POST', '/api/fs/mkdir', {
      token: tokens[0],
      body: { path: '/team/elsewhere' },
    });
    expect(made.status, made.text).toBe(201);
    expect(names(await list(b, tokens[1], '/team/docs'))).toEqual(['a.txt', 'outside.txt']);
  });
});
