/** Single sign-on tables (migration 0028, docs/ACCOUNTS.md "Single sign-on"). */

/** The admin's OIDC settings: one row, id 'default'. */
export interface OidcSettingsTable {
  id: string;
  /** JSON of the settings but the secret (contracts' OidcSettingsInput without client_secret). */
  config: string;
  /** The client secret sealed with the server secret (lib/secret-box.ts); null: none. */
  client_secret: string | null;
  updated_at: string;
}

/** A provider identity linked to an account: (issuer, subject) is unique. */
export interface OidcIdentitiesTable {
  id: string;
  account_id: string;
  issuer: string;
  subject: string;
  created_at: string;
  last_login_at: string | null;
}

/** A sign-in under way, keyed by a keyed hash of its state; deleted when its callback comes. */
export interface OidcFlowsTable {
  state_hash: string;
  nonce: string;
  code_verifier: string;
  intent: 'login' | 'link';
  /** The signed-in account a link flow is for; null for a sign-in. */
  account_id: string | null;
  redirect_uri: string;
  created_at: string;
  expires_at: string;
}
