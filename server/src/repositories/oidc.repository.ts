/** Single sign-on rows (migration 0028, docs/ACCOUNTS.md "Single sign-on"). */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/types.js';
import type { OidcFlowsTable, OidcIdentitiesTable, OidcSettingsTable } from '../db/oidc-tables.js';

export type OidcIdentityRow = Selectable<OidcIdentitiesTable>;
export type OidcFlowRow = Selectable<OidcFlowsTable>;
export type OidcSettingsRow = Selectable<OidcSettingsTable>;

const SETTINGS_ID = 'default';

export class OidcRepository {
  constructor(private readonly db: Kysely<Database>) {}

  settings(): Promise<OidcSettingsRow | undefined> {
    return this.db
      .selectFrom('oidc_settings')
      .selectAll()
      .where('id', '=', SETTINGS_ID)
      .executeTakeFirst();
  }

  async saveSettings(row: Omit<OidcSettingsRow, 'id'>): Promise<void> {
    await this.db
      .insertInto('oidc_settings')
      .values({ id: SETTINGS_ID, ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute();
  }

  findIdentity(issuer: string, subject: string): Promise<OidcIdentityRow | undefined> {
    return this.db
      .selectFrom('oidc_identities')
      .selectAll()
      .where('issuer', '=', issuer)
      .where('subject', '=', subject)
      .executeTakeFirst();
  }

  identitiesOf(accountId: string): Promise<OidcIdentityRow[]> {
    return this.db
      .selectFrom('oidc_identities')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /** False when (issuer, subject) is linked already (the unique constraint decides, on any instance). */
  async insertIdentity(row: Insertable<OidcIdentitiesTable>): Promise<boolean> {
    const made = await this.db
      .insertInto('oidc_identities')
      .values(row)
      .onConflict((oc) => oc.columns(['issuer', 'subject']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return made !== undefined;
  }

  async deleteIdentity(accountId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('oidc_identities')
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  async touchIdentity(id: string, at: string): Promise<void> {
    await this.db
      .updateTable('oidc_identities')
      .set({ last_login_at: at })
      .where('id', '=', id)
      .execute();
  }

  async insertFlow(row: OidcFlowRow): Promise<void> {
    await this.db.insertInto('oidc_flows').values(row).execute();
  }

  /**
   * The flow of this state, deleted as it is read: of two callbacks with one state (a replay, or
   * two instances at once) only the one whose delete removed the row gets it.
   */
  async takeFlow(stateHash: string): Promise<OidcFlowRow | undefined> {
    const row = await this.db
      .selectFrom('oidc_flows')
      .selectAll()
      .where('state_hash', '=', stateHash)
      .executeTakeFirst();
    if (!row) return undefined;
    const result = await this.db
      .deleteFrom('oidc_flows')
      .where('state_hash', '=', stateHash)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1 ? row : undefined;
  }

  async deleteExpiredFlows(now: string): Promise<void> {
    await this.db.deleteFrom('oidc_flows').where('expires_at', '<=', now).execute();
  }
}
