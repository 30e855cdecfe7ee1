/** The lock rules on every database dialect: conflicts, who may write, expiry, refresh and unlock. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TestClock } from '../../../test/create-test-app.js';
import { testDialects } from '../../../test/databases.js';
import { migrateToLatest, type DatabaseHandle } from '../../db/database.js';
import type { Principal } from '../../policies/access.js';
import { DavLockRepository } from '../../repositories/dav-lock.repository.js';
import {
  DavLockedError,
  DavLockService,
  MAX_LOCK_SECONDS,
  type NewLock,
} from './dav-locks.service.js';

const alice: Principal = { type: 'admin', adminId: 'admin-1', username: 'alice' };
const bob: Principal = {
  type: 'apikey',
  keyId: 'key-1',
  name: 'bob',
  permissions: 0,
  basicPath: '/',
  role: 'GENERAL',
  isGuest: false,
  expiresAt: null,
};

const request = (path: string, over: Partial<NewLock> = {}): NewLock => ({
  path,
  scope: 'exclusive',
  depth: '0',
  owner: 'litmus',
  timeout: 60,
  ...over,
});

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  return error instanceof DavLockedError
    ? { status: 423, kind: error.kind, roots: error.roots }
    : { status: (error as { status?: number } | null)?.status ?? null };
}

describe.each(testDialects)('DavLockService on $name', (dialect) => {
  let handle: DatabaseHandle;
  let clock: TestClock;
  let locks: DavLockService;
  beforeEach(async () => {
    handle = await dialect.open();
    await migrateToLatest(handle.db);
    clock = new TestClock(new Date('2026-03-01T10:00:00Z'));
    locks = new DavLockService({ locks: new DavLockRepository(handle.db), clock });
  });
  afterEach(() => handle.close());

  it('hands out random urn:uuid tokens and shows the lock where it applies', async () => {
    const a = await locks.lock(alice, request('/m/dir', { depth: 'infinity' }));
    const b = await locks.lock(alice, request('/m/other'));
    expect(a.token).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    expect(a.token).not.toBe(b.token);
    expect((await locks.locksOn('/m/dir/deep/file')).map((l) => l.token)).toEqual([a.token]);
    expect(await locks.locksOn('/m')).toEqual([]);
    const around = await locks.locksAround('/m');
    expect(around('/m/dir').map((l) => l.token)).toEqual([a.token]);
    expect(around('/m/other')[0]).toMatchObject({
      depth: '0',
      scope: 'exclusive',
      secondsLeft: 60,
    });
  });

  it('gives an exclusive lock to one of many asking at once, on one instance or two', async () => {
    // A second service over the same database stands for a second server instance.
    const other = new DavLockService({ locks: new DavLockRepository(handle.db), clock });
    const asks = Array.from({ length: 8 }, (_, i) =>
      (i % 2 ? other : locks).lock(i % 2 ? bob : alice, request('/m/contended')),
    );
    const outcomes = await Promise.allSettled(asks);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes)
      if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(DavLockedError);
    expect(await locks.locksOn('/m/contended')).toHaveLength(1);
  });

  it('lets shared locks share and nothing share with an exclusive one', async () => {
    await locks.lock(alice, request('/m/f', { scope: 'shared' }));
    await locks.lock(bob, request('/m/f', { scope: 'shared' }));
    expect(await refusal(locks.lock(bob, request('/m/f')))).toEqual({
      status: 423,
      kind: 'conflict',
      roots: ['/m/f'],
    });
    await locks.lock(alice, request('/m/g'));
    expect((await refusal(locks.lock(alice, request('/m/g', { scope: 'shared' })))).status).toBe(
      423,
    );
  });

  it('clashes across the tree only where depth infinity reaches', async () => {
    await locks.lock(alice, request('/m/dir/file'));
    // Depth 0 on the folder covers the folder alone; infinity would cover the locked file.
    await locks.lock(alice, request('/m/dir'));
    expect(
      await refusal(locks.lock(alice, request('/m/dir', { depth: 'infinity', scope: 'shared' }))),
    ).toMatchObject({ status: 423, roots: ['/m/dir', '/m/dir/file'] });
    await locks.lock(alice, request('/m/tree', { depth: 'infinity' }));
    expect((await refusal(locks.lock(bob, request('/m/tree/a/b')))).status).toBe(423);
    // A sibling whose name starts the same is not inside the tree.
    await locks.lock(bob, request('/m/tree2'));
  });

  it('lets a write through only with the owner’s token of every lock in its way', async () => {
    const file = await locks.lock(alice, request('/m/f'));
    expect(await refusal(locks.assertWritable(alice, '/m/f', []))).toEqual({
      status: 423,
      kind: 'token-missing',
      roots: ['/m/f'],
    });
    await locks.assertWritable(alice, '/m/f', ['DAV:no-lock', file.token]);
    expect((await refusal(locks.assertWritable(bob, '/m/f', [file.token]))).status).toBe(423);
    await locks.assertWritable(bob, '/m/g', []);

    const tree = await locks.lock(alice, request('/m/t', { depth: 'infinity' }));
    expect((await refusal(locks.assertWritable(alice, '/m/t/new/x', []))).status).toBe(423);
    await locks.assertWritable(alice, '/m/t/new/x', [tree.token]);
  });

  it('guards a folder’s members and a tree’s contents only when the write reaches them', async () => {
    const folder = await locks.lock(alice, request('/m/d'));
    const inner = await locks.lock(alice, request('/m/e/inner'));
    await locks.assertWritable(alice, '/m/d/new', []);
    expect(await refusal(locks.assertWritable(alice, '/m/d/new', [], { member: true }))).toEqual({
      status: 423,
      kind: 'token-missing',
      roots: ['/m/d'],
    });
    await locks.assertWritable(alice, '/m/d/new', [folder.token], { member: true });
    await locks.assertWritable(alice, '/m/e', []);
    expect(await refusal(locks.assertWritable(alice, '/m/e', [], { tree: true }))).toMatchObject({
      roots: ['/m/e/inner'],
    });
    await locks.assertWritable(alice, '/m/e', [inner.token], { tree: true });
  });

  it('accepts the token of any one of the shared locks on a resource', async () => {
    await locks.lock(alice, request('/m/s', { scope: 'shared' }));
    const second = await locks.lock(alice, request('/m/s', { scope: 'shared' }));
    await locks.assertWritable(alice, '/m/s', [second.token]);
  });

  it('forgets expired locks, caps timeouts and extends on refresh', async () => {
    const lock = await locks.lock(alice, request('/m/f', { timeout: 60 }));
    clock.advance(30_000);
    const refreshed = await locks.refresh(alice, '/m/f', ['DAV:no-lock', lock.token], 120);
    expect(refreshed).toMatchObject({ token: lock.token, secondsLeft: 120 });
    expect((await refusal(locks.refresh(bob, '/m/f', [lock.token], 120))).status).toBe(412);
    expect((await refusal(locks.refresh(alice, '/m/g', [lock.token], 120))).status).toBe(412);
    clock.advance(121_000);
    expect(await locks.locksOn('/m/f')).toEqual([]);
    await locks.assertWritable(bob, '/m/f', []);
    expect((await refusal(locks.refresh(alice, '/m/f', [lock.token], 60))).status).toBe(412);
    expect(await locks.sweep()).toBe(1);

    expect((await locks.lock(alice, request('/m/a', { timeout: 'infinite' }))).secondsLeft).toBe(
      MAX_LOCK_SECONDS,
    );
    expect((await locks.lock(alice, request('/m/b', { timeout: 4e9 }))).secondsLeft).toBe(
      MAX_LOCK_SECONDS,
    );
    expect((await locks.lock(alice, request('/m/c', { timeout: null }))).secondsLeft).toBe(3600);
  });

  it('unlocks only with a token covering the path, and only for its owner', async () => {
    const tree = await locks.lock(alice, request('/m/t', { depth: 'infinity' }));
    expect((await refusal(locks.unlock(alice, '/m/other', tree.token))).status).toBe(409);
    expect((await refusal(locks.unlock(alice, '/m/t', 'urn:uuid:nope'))).status).toBe(409);
    expect((await refusal(locks.unlock(bob, '/m/t', tree.token))).status).toBe(403);
    await locks.unlock(alice, '/m/t/inside', tree.token);
    expect(await locks.locksOn('/m/t')).toEqual([]);
  });

  it('drops the locks of a removed tree, and of nothing beside it', async () => {
    await locks.lock(alice, request('/m/t/a'));
    await locks.lock(alice, request('/m/t'));
    const beside = await locks.lock(alice, request('/m/t_b'));
    await locks.forget('/m/t');
    expect(await locks.locksOn('/m/t/a')).toEqual([]);
    expect(await locks.locksOn('/m/t')).toEqual([]);
    expect((await locks.locksOn('/m/t_b')).map((l) => l.token)).toEqual([beside.token]);
  });
});
