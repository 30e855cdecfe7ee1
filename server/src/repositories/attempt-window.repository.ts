/**
 * Attempt windows (lib/attempt-limiter.ts) in the database, so every server instance judges a
 * client's attempts by the same counts. A change locks its keys' rows for one transaction: the
 * upsert makes a missing row and locks an existing one in one statement (on PostgreSQL a row lock
 * until commit, in key order so two changes never wait on each other; SQLite runs one write
 * transaction at a time), then the new states are written before anyone else reads them.
 */
import type { Kysely, Transaction } from 'kysely';
import type { AttemptWindowRow, Database } from '../db/types.js';
import { NO_ATTEMPTS, type AttemptState } from '../lib/attempt-limiter.js';

/** A key's new state, and when it stops mattering; null deletes the row. */
export type WindowWrite = { state: AttemptState; forgetAt: number } | null;

export class AttemptWindowRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Runs `change` on the current states of `keys` (distinct) with their rows locked, and writes
   * what it answers for each key. Answers what `change` answered besides.
   */
  async change<T>(
    keys: readonly string[],
    change: (states: Map<string, AttemptState>) => { writes: Map<string, WindowWrite>; result: T },
  ): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      const states = await lock(trx, keys);
      const { writes, result } = change(states);
      for (const [key, write] of writes) await store(trx, key, write);
      return result;
    });
  }

  /** Deletes the windows forgotten by `now`; answers how many. */
  async sweep(now: number): Promise<number> {
    const result = await this.db
      .deleteFrom('attempt_windows')
      .where('forget_at', '<=', now)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

async function lock(
  trx: Transaction<Database>,
  keys: readonly string[],
): Promise<Map<string, AttemptState>> {
  const sorted = [...keys].sort();
  const rows =
    sorted.length === 0
      ? []
      : await trx
          .insertInto('attempt_windows')
          .values(sorted.map((key) => ({ key })))
          .onConflict((oc) =>
            oc.column('key').doUpdateSet((eb) => ({ pending: eb.ref('attempt_windows.pending') })),
          )
          .returningAll()
          .execute();
  return new Map(rows.map((row) => [row.key, stateOf(row)]));
}

async function store(trx: Transaction<Database>, key: string, write: WindowWrite): Promise<void> {
  if (write === null) {
    await trx.deleteFrom('attempt_windows').where('key', '=', key).execute();
    return;
  }
  const { state, forgetAt } = write;
  await trx
    .updateTable('attempt_windows')
    .set({
      failures: state.failures,
      pending: state.pending,
      pending_until: state.pendingUntil,
      last_failure_at: state.lastFailureAt,
      blocked_until: state.blockedUntil,
      forget_at: forgetAt,
    })
    .where('key', '=', key)
    .execute();
}

function stateOf(row: AttemptWindowRow): AttemptState {
  if (row.failures === 0 && row.pending === 0) return NO_ATTEMPTS;
  return {
    failures: row.failures,
    pending: row.pending,
    pendingUntil: row.pending_until,
    lastFailureAt: row.last_failure_at,
    blockedUntil: row.blocked_until,
  };
}
