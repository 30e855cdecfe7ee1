/** Queries on text shares, including the one atomic statement that counts a view. */
import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { Database, NewPasteRow, PasteRow, PasteUpdate } from '../db/types.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { TurnBatcher } from '../lib/turn-batcher.js';
import { shareListPage, type ShareListFilter } from './share-list.js';

export type PasteListFilter = ShareListFilter;

/** A list row: everything but the content, plus its first characters and the creating key's name. */
export type PasteListRow = Omit<PasteRow, 'content'> & { preview: string; key_name: string | null };

const PREVIEW_CHARS = 200;

/**
 * A new share with every column it sets (views starts at its default), in the order its insert
 * lists them; the values only stand in while that SQL is made. Leaving a column out is a type
 * error. Shares created at once are inserted by one statement (group commit); its SQL for a number
 * of rows is made once and kept, and each batch only lays out its values: building and compiling
 * the query each time was a twentieth of the CPU of a share's creation (bench/benches/pastes.bench.ts).
 */
const INSERT_ROW: { [K in Exclude<keyof NewPasteRow, 'views'>]-?: NewPasteRow[K] } = {
  id: '',
  slug: '',
  content: '',
  format: '',
  size: 0,
  title: null,
  remark: null,
  password_hash: null,
  expires_at: null,
  max_views: 0,
  encrypted: 0,
  created_by: '',
  created_at: '',
  updated_at: '',
};
const INSERT_COLUMNS = Object.keys(INSERT_ROW) as (keyof typeof INSERT_ROW)[];
/**
 * The database's own default of a column a new row may leave out (`Generated` in db/types.ts): one
 * multi-row VALUES list cannot say DEFAULT on SQLite, so the insert writes it.
 */
const COLUMN_DEFAULTS: Partial<Record<keyof typeof INSERT_ROW, number>> = { encrypted: 0 };

export class PasteRepository {
  /** Shares created at the same moment are written by one statement, one commit (group commit). */
  private readonly inserts = new TurnBatcher<NewPasteRow, boolean>((rows) => this.insertAll(rows));

  /** The insert's SQL by number of rows (at most the batcher's largest batch). */
  private readonly insertSql = new Map<number, string>();

  constructor(private readonly db: Kysely<Database>) {}

  /** Inserts unless the slug (or id) is taken; returns false on such a collision. */
  insert(row: NewPasteRow): Promise<boolean> {
    return this.inserts.add(row);
  }

  private async insertAll(rows: readonly NewPasteRow[]): Promise<boolean[]> {
    const params = rows.flatMap((row) =>
      INSERT_COLUMNS.map((column) => row[column] ?? COLUMN_DEFAULTS[column] ?? null),
    );
    const { rows: inserted } = await this.db.executeQuery<{ id: string }>(
      CompiledQuery.raw(this.insertSqlFor(rows.length), params),
    );
    const ids = new Set(inserted.map((row) => row.id));
    return rows.map((row) => ids.has(row.id));
  }

  /** The insert of `count` new shares, made by Kysely once per count and kept (see INSERT_ROW). */
  private insertSqlFor(count: number): string {
    let text = this.insertSql.get(count);
    if (text === undefined) {
      const compiled = this.db
        .insertInto('pastes')
        .values(Array.from({ length: count }, () => INSERT_ROW))
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .compile();
      if (compiled.parameters.length !== count * INSERT_COLUMNS.length)
        throw new Error('the share insert does not take one parameter per column and row');
      text = compiled.sql;
      this.insertSql.set(count, text);
    }
    return text;
  }

  findBySlug(slug: string): Promise<PasteRow | undefined> {
    return this.db.selectFrom('pastes').selectAll().where('slug', '=', slug).executeTakeFirst();
  }

  findById(id: string): Promise<PasteRow | undefined> {
    return this.db.selectFrom('pastes').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * Counts one view if the share is still readable, in one statement: concurrent readers can never
   * push `views` past `max_views`. Returns the row as it is after this view, or undefined.
   */
  consumeView(id: string, nowIso: string): Promise<PasteRow | undefined> {
    return this.consume(nowIso).where('id', '=', id).returningAll().executeTakeFirst();
  }

  /** Adds views counted in memory (ViewTally) in one transaction; deleted shares are skipped. */
  async addViews(counts: ReadonlyMap<string, number>): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const [id, n] of counts) {
        await trx
          .updateTable('pastes')
          .set((eb) => ({ views: eb('views', '+', n) }))
          .where('id', '=', id)
          .execute();
      }
    });
  }

  private consume(nowIso: string) {
    return this.db
      .updateTable('pastes')
      .set((eb) => ({ views: eb('views', '+', 1) }))
      .where((eb) => eb.or([eb('max_views', '=', 0), eb('views', '<', eb.ref('max_views'))]))
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', nowIso)]));
  }

  list(filter: PasteListFilter): Promise<{ rows: PasteListRow[]; total: number }> {
    // Ciphertext has no words to find: an encrypted share is found by its slug, title or remark.
    const searched = ['slug', 'title', 'remark', { name: 'content', unless: 'encrypted' }];
    return shareListPage(this.db.selectFrom('pastes'), 'pastes', searched, filter, (page) =>
      page
        .leftJoin('api_keys', (join) =>
          join.on(sql<boolean>`pastes.created_by = 'apikey:' || api_keys.id`),
        )
        .leftJoin('admins', (join) =>
          join.onRef('admins.id', '=', 'pastes.created_by').on('admins.role', '=', 'user'),
        )
        .select([
          'pastes.id',
          'pastes.slug',
          'pastes.format',
          'pastes.size',
          'pastes.title',
          'pastes.remark',
          'pastes.password_hash',
          'pastes.expires_at',
          'pastes.max_views',
          'pastes.views',
          'pastes.encrypted',
          'pastes.created_by',
          'pastes.created_at',
          'pastes.updated_at',
        ])
        // The creating key's name, or a user's username (docs/ACCOUNTS.md); null for the admin.
        .select(sql<string | null>`coalesce(api_keys.name, admins.username)`.as('key_name'))
        .select(sql<string>`substr(pastes.content, 1, ${PREVIEW_CHARS})`.as('preview')),
    );
  }

  async keyName(createdBy: string): Promise<string | null> {
    if (!createdBy.startsWith('apikey:')) {
      const user = await this.db
        .selectFrom('admins')
        .select('username')
        .where('id', '=', createdBy)
        .where('role', '=', 'user')
        .executeTakeFirst();
      return user?.username ?? null;
    }
    const row = await this.db
      .selectFrom('api_keys')
      .select('name')
      .where('id', '=', createdBy.slice(7))
      .executeTakeFirst();
    return row?.name ?? null;
  }

  /** Applies changes; false when the new slug is taken. */
  async update(id: string, changes: PasteUpdate): Promise<boolean> {
    try {
      await this.db.updateTable('pastes').set(changes).where('id', '=', id).execute();
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('pastes').where('id', '=', id).execute();
  }

  async deleteMany(ids: readonly string[], createdBy?: readonly string[]): Promise<number> {
    // `IN ()` is a syntax error on PostgreSQL: an account deleted with no text shares sends none.
    if (ids.length === 0) return 0;
    let query = this.db.deleteFrom('pastes').where('id', 'in', [...ids]);
    if (createdBy) query = query.where('created_by', 'in', createdBy);
    return Number((await query.executeTakeFirst()).numDeletedRows);
  }

  /** Deletes shares that expired or used up their views. */
  async deleteExpired(nowIso: string, createdBy?: readonly string[]): Promise<number> {
    let query = this.db
      .deleteFrom('pastes')
      .where((eb) =>
        eb.or([
          eb.and([eb('expires_at', 'is not', null), eb('expires_at', '<=', nowIso)]),
          eb.and([eb('max_views', '>', 0), eb('views', '>=', eb.ref('max_views'))]),
        ]),
      );
    if (createdBy) query = query.where('created_by', 'in', createdBy);
    return Number((await query.executeTakeFirst()).numDeletedRows);
  }

  async counts(nowIso: string): Promise<{ total: number; expired: number }> {
    const row = await this.db
      .selectFrom('pastes')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn
          .count<number>('id')
          .filterWhere((w) =>
            w.or([
              w.and([w('expires_at', 'is not', null), w('expires_at', '<=', nowIso)]),
              w.and([w('max_views', '>', 0), w('views', '>=', w.ref('max_views'))]),
            ]),
          )
          .as('expired'),
      ])
      .executeTakeFirstOrThrow();
    return { total: Number(row.total), expired: Number(row.expired) };
  }
}
