/**
 * Seeders of the upgrade suite (src/db/migrations/upgrade.test.ts): rows of one table shape, keyed
 * by the migration that made the shape, and what those rows mean, checked through the upgraded
 * app. Each shape is written once; the suite inserts it at every step from `from` on (before
 * `until`, where a later migration changed the shape and another seeder takes over).
 */
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { TestApp } from '../create-test-app.js';

export type Row = Record<string, string | number | null>;

export interface Seeder {
  /** The migration that made the shape of these rows. */
  from: string;
  /** The migration that replaced the shape, or that no longer allows such rows; seeded before it. */
  until?: string;
  rows: Record<string, Row[]>;
  /** The migration that changes these rows on purpose: `check` says how, not expectRowsKept. */
  changedBy?: string;
  /**
   * What the rows mean, through the upgraded app's routes and services; `warnings` are the
   * CLOUDPASTE_MIGRATION reports the upgrade wrote.
   */
  check?(app: TestApp, warnings: readonly string[]): Promise<void>;
}

export const T0 = '2026-01-01T00:00:00.000Z';
export const FUTURE = '2099-01-01T00:00:00.000Z';
export const PAST = '2026-02-01T00:00:00.000Z';
export const made = { created_at: T0, updated_at: T0 };

/** The seeders that apply to a database migrated up to `step` of the ordered `steps`. */
export function seedersAt(seeders: readonly Seeder[], steps: string[], step: string): Seeder[] {
  const at = steps.indexOf(step);
  return seeders.filter(
    (s) => steps.indexOf(s.from) <= at && (s.until === undefined || at < steps.indexOf(s.until)),
  );
}

export async function insertRows(db: Kysely<unknown>, seeders: readonly Seeder[]): Promise<void> {
  const any = db as Kysely<Record<string, Row>>;
  for (const seeder of seeders) {
    for (const [table, rows] of Object.entries(seeder.rows)) {
      // One at a time: SQLite has no DEFAULT in a multi-row VALUES for a column some rows omit.
      for (const row of rows) await any.insertInto(table).values(row).execute();
    }
  }
}

/**
 * Every seeded row is still there with the same values in the columns the schema still has (a
 * migration that moved a value elsewhere is checked by its seeder's `check`).
 */
export async function expectRowsKept(db: Kysely<unknown>, seeders: readonly Seeder[]) {
  const any = db as Kysely<Record<string, Row>>;
  for (const seeder of seeders.filter((s) => s.changedBy === undefined)) {
    for (const [table, rows] of Object.entries(seeder.rows)) {
      const now = await any.selectFrom(table).selectAll().execute();
      const columns = new Set(Object.keys(now[0] ?? {}));
      for (const row of rows) {
        const kept = Object.fromEntries(Object.entries(row).filter(([k]) => columns.has(k)));
        expect(now, `${table} after the upgrade`).toContainEqual(expect.objectContaining(kept));
      }
    }
  }
}
