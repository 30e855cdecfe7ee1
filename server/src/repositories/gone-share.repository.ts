/**
 * Tombstones of ended shares (gone_shares): a share deleted because it expired or used up its views
 * leaves its slug and reason for GONE_SHARE_DAYS, so reads answer 410 with why instead of 404. A
 * tombstone is written before its share is deleted: a reader that no longer finds the share always
 * finds the tombstone.
 */
import type { Kysely } from 'kysely';
import type { Database, GoneReason, GoneShareKind } from '../db/types.js';

/** How long an ended share keeps answering 410 (docs/API.md, "Shares that ended"). */
export const GONE_SHARE_DAYS = 30;

export class GoneShareRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async mark(kind: GoneShareKind, slug: string, reason: GoneReason, nowIso: string): Promise<void> {
    await this.db
      .insertInto('gone_shares')
      .values({ kind, slug, reason, gone_at: nowIso })
      .onConflict((oc) => oc.columns(['kind', 'slug']).doUpdateSet({ reason, gone_at: nowIso }))
      .execute();
  }

  /** Tombstones for every text share that `deleteExpired` is about to delete. */
  async markEndedPastes(nowIso: string, createdBy?: readonly string[]): Promise<void> {
    let ended = this.db
      .selectFrom('pastes')
      .select((eb) => [
        eb.val<GoneShareKind>('paste').as('kind'),
        'slug',
        eb
          .case()
          .when(eb.and([eb('expires_at', 'is not', null), eb('expires_at', '<=', nowIso)]))
          .then(eb.val<GoneReason>('expired'))
          .else(eb.val<GoneReason>('viewLimit'))
          .end()
          .as('reason'),
        eb.val(nowIso).as('gone_at'),
      ])
      .where((eb) =>
        eb.or([
          eb.and([eb('expires_at', 'is not', null), eb('expires_at', '<=', nowIso)]),
          eb.and([eb('max_views', '>', 0), eb('views', '>=', eb.ref('max_views'))]),
        ]),
      );
    if (createdBy) ended = ended.where('created_by', 'in', createdBy);
    await this.db
      .insertInto('gone_shares')
      .columns(['kind', 'slug', 'reason', 'gone_at'])
      .expression(ended)
      .onConflict((oc) =>
        oc.columns(['kind', 'slug']).doUpdateSet((eb) => ({
          reason: eb.ref('excluded.reason'),
          gone_at: eb.ref('excluded.gone_at'),
        })),
      )
      .execute();
  }

  /** Why the share at `slug` ended, if it did within GONE_SHARE_DAYS of `nowIso`. */
  async reasonOf(
    kind: GoneShareKind,
    slug: string,
    nowIso: string,
  ): Promise<GoneReason | undefined> {
    const row = await this.db
      .selectFrom('gone_shares')
      .select('reason')
      .where('kind', '=', kind)
      .where('slug', '=', slug)
      .where('gone_at', '>', keptSince(nowIso))
      .executeTakeFirst();
    return row?.reason;
  }

  /** A new share took the slug: its old tombstone no longer speaks for it. */
  async forget(kind: GoneShareKind, slug: string): Promise<void> {
    await this.db
      .deleteFrom('gone_shares')
      .where('kind', '=', kind)
      .where('slug', '=', slug)
      .execute();
  }

  /** Drops tombstones older than GONE_SHARE_DAYS. */
  async sweep(nowIso: string): Promise<number> {
    const result = await this.db
      .deleteFrom('gone_shares')
      .where('gone_at', '<=', keptSince(nowIso))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

function keptSince(nowIso: string): string {
  return new Date(Date.parse(nowIso) - GONE_SHARE_DAYS * 86_400_000).toISOString();
}
