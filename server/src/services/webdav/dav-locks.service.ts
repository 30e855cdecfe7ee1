/**
 * WebDAV write locks (RFC 4918 §6, §7, §9.10, §9.11): which locks apply to a path, which new lock
 * conflicts, and which write a lock stops. Locks live in the database, so every server instance
 * sees the same ones; a lock's token works only for the principal who took it.
 */
import { ErrorCode } from '@cloudpaste/contracts';
import type { DavLockRow } from '../../db/types.js';
import { AppError, forbidden } from '../../errors.js';
import { newId } from '../../lib/ids.js';
import type { Clock } from '../../lib/time.js';
import { ancestorsOf, isInside, parentOf } from '../../lib/virtual-paths.js';
import { creatorOf, type Principal } from '../../policies/access.js';
import type { DavLockRepository } from '../../repositories/dav-lock.repository.js';

export type LockScope = 'exclusive' | 'shared';
export type LockDepth = '0' | 'infinity';

export interface DavLock {
  token: string;
  /** The lock root (a virtual path). */
  path: string;
  depth: LockDepth;
  scope: LockScope;
  /** The client's DAV:owner content, as XML. */
  owner: string;
  /** Seconds left. */
  secondsLeft: number;
}

export interface NewLock {
  path: string;
  scope: LockScope;
  depth: LockDepth;
  owner: string;
  /** What the client asked for: a number of seconds, 'infinite', or null when it did not say. */
  timeout: number | 'infinite' | null;
}

/** What a write reaches besides the path itself. */
export interface WriteReach {
  /** Everything below the path too (DELETE, MOVE, a COPY or MOVE over an existing tree). */
  tree?: boolean;
  /** It adds or removes a member of the parent folder, which a lock on the parent protects. */
  member?: boolean;
}

export const DEFAULT_LOCK_SECONDS = 3600;
/** `Infinite` and longer requests get this: a forgotten lock blocks others for a day at most. */
export const MAX_LOCK_SECONDS = 24 * 3600;

/** 423 Locked: `conflict` for a LOCK that clashes, otherwise a lock whose token was not submitted. */
export class DavLockedError extends AppError<'webdav.locked'> {
  readonly roots: readonly string[];

  constructor(
    roots: readonly string[],
    readonly kind: 'conflict' | 'token-missing',
  ) {
    super(423, ErrorCode.CONFLICT, 'webdav.locked', { roots: roots.join(', ') });
    this.roots = [...new Set(roots)].sort();
  }
}

export const lockSeconds = (timeout: NewLock['timeout']): number =>
  timeout === null
    ? DEFAULT_LOCK_SECONDS
    : timeout === 'infinite'
      ? MAX_LOCK_SECONDS
      : Math.min(Math.max(1, Math.floor(timeout)), MAX_LOCK_SECONDS);

/** The lock covers `path`: rooted at it, or at an ancestor with depth infinity. */
export const appliesTo = (lock: { path: string; depth: string }, path: string) =>
  lock.path === path || (lock.depth === 'infinity' && isInside(path, lock.path));

/** Two locks cover a common resource. */
const overlaps = (a: { path: string; depth: string }, b: { path: string; depth: string }) =>
  appliesTo(a, b.path) || appliesTo(b, a.path);

export interface DavLockDeps {
  locks: DavLockRepository;
  clock: Clock;
}

/** The locks of a folder and its children (DavLockService.locksAround). */
export type LocksAround = ((path: string) => DavLock[]) & { readonly none: boolean };

export class DavLockService {
  constructor(private readonly o: DavLockDeps) {}

  /** The live locks that apply to a path (for lockdiscovery and the If header). */
  async locksOn(path: string): Promise<DavLock[]> {
    return (await this.locksAround(path))(path);
  }

  /**
   * Answers lockdiscovery for a folder and each of its children from one query; `none` says that
   * no lock applies to any of them.
   */
  async locksAround(folder: string): Promise<LocksAround> {
    const rows = await this.around(folder);
    const of = (path: string) => rows.filter((lock) => appliesTo(lock, path)).map(this.view);
    return Object.assign(of, { none: rows.length === 0 });
  }

  /** 423 when a new lock would clash with a live one (an exclusive lock shares nothing). */
  async assertNoConflict(lock: Pick<NewLock, 'path' | 'scope' | 'depth'>): Promise<void> {
    refuseClashes(clashesWith(lock, await this.around(lock.path)));
  }

  /** Takes the lock unless a live one clashes with it (423), atomically: see insertUnlessClashing. */
  async lock(principal: Principal, lock: NewLock): Promise<DavLock> {
    const now = this.o.clock.now();
    const seconds = lockSeconds(lock.timeout);
    const row = {
      token: `urn:uuid:${newId()}`,
      path: lock.path,
      depth: lock.depth,
      scope: lock.scope,
      owner: lock.owner,
      principal: creatorOf(principal),
      timeout_seconds: seconds,
      expires_at: new Date(now.getTime() + seconds * 1000).toISOString(),
      created_at: now.toISOString(),
    };
    refuseClashes(
      await this.o.locks.insertUnlessClashing(
        row,
        ancestorsOf(row.path),
        now.toISOString(),
        (live) => clashesWith(lock, live),
      ),
    );
    return this.view(row);
  }

  /** Extends the caller's lock among `tokens` that applies to the path; 412 when there is none. */
  async refresh(
    principal: Principal,
    path: string,
    tokens: readonly string[],
    timeout: NewLock['timeout'],
  ): Promise<DavLock> {
    const now = this.o.clock.now();
    for (const token of tokens) {
      const row = await this.o.locks.findByToken(token, now.toISOString());
      if (!row || !appliesTo(row, path) || row.principal !== creatorOf(principal)) continue;
      const seconds = lockSeconds(timeout);
      const expiresAt = new Date(now.getTime() + seconds * 1000).toISOString();
      await this.o.locks.refresh(token, seconds, expiresAt);
      return this.view({ ...row, timeout_seconds: seconds, expires_at: expiresAt });
    }
    throw new AppError(412, ErrorCode.CONFLICT, 'webdav.lockNotYours');
  }

  /** Removes a lock: 409 when the token names no lock covering the path, 403 when it is not the caller's. */
  async unlock(principal: Principal, path: string, token: string): Promise<void> {
    const row = await this.o.locks.findByToken(token, this.o.clock.now().toISOString());
    if (!row || !appliesTo(row, path))
      throw new AppError(409, ErrorCode.CONFLICT, 'webdav.lockUnknown');
    if (row.principal !== creatorOf(principal)) throw forbidden('webdav.lockOfOther');
    await this.o.locks.delete(token);
  }

  /**
   * 423 unless, for every lock in the way of a write to `path`, the request submitted the token of
   * that lock (or, for shared locks on one root, of one of them) and the lock is the caller's.
   */
  async assertWritable(
    principal: Principal,
    path: string,
    submitted: readonly string[],
    reach: WriteReach = {},
  ): Promise<void> {
    const mine = (lock: DavLockRow) =>
      submitted.includes(lock.token) && lock.principal === creatorOf(principal);
    const groups = new Map<string, DavLockRow[]>();
    const parent = parentOf(path);
    for (const lock of await this.around(path)) {
      const group = appliesTo(lock, path)
        ? 'self'
        : reach.member && path !== '/' && lock.path === parent
          ? 'parent'
          : reach.tree && isInside(lock.path, path)
            ? lock.path
            : null;
      if (group !== null) groups.set(group, [...(groups.get(group) ?? []), lock]);
    }
    const blocking = [...groups.values()].filter((locks) => !locks.some(mine));
    if (blocking.length > 0)
      throw new DavLockedError(
        blocking.map((locks) => locks[0]!.path),
        'token-missing',
      );
  }

  /** The tree at `path` is gone, but for the paths in `kept`: its locks go with it. */
  async forget(path: string, kept?: ReadonlySet<string>): Promise<void> {
    await this.o.locks.deleteTree(path, kept);
  }

  async sweep(): Promise<number> {
    return this.o.locks.deleteExpired(this.o.clock.now().toISOString());
  }

  /** Live locks at the path, its ancestors, or below it. */
  private async around(path: string): Promise<DavLockRow[]> {
    return this.o.locks.findAround(path, ancestorsOf(path), this.o.clock.now().toISOString());
  }

  private readonly view = (row: DavLockRow): DavLock => ({
    token: row.token,
    path: row.path,
    depth: row.depth === 'infinity' ? 'infinity' : '0',
    scope: row.scope === 'shared' ? 'shared' : 'exclusive',
    owner: row.owner,
    secondsLeft: Math.max(
      0,
      Math.ceil((Date.parse(row.expires_at) - this.o.clock.now().getTime()) / 1000),
    ),
  });
}

/** The live locks that a new lock may not be taken beside (an exclusive lock shares nothing). */
function clashesWith(
  lock: Pick<NewLock, 'path' | 'scope' | 'depth'>,
  live: readonly DavLockRow[],
): DavLockRow[] {
  return live.filter(
    (other) => overlaps(other, lock) && (other.scope === 'exclusive' || lock.scope === 'exclusive'),
  );
}

function refuseClashes(clashes: readonly DavLockRow[]): void {
  if (clashes.length > 0)
    throw new DavLockedError(
      clashes.map((other) => other.path),
      'conflict',
    );
}
