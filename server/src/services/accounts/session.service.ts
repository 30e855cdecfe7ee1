/**
 * Every account's own sessions, and the admin's view of a user's (docs/ACCOUNTS.md, "Sessions").
 * Sessions are rows of the database, so ending one ends it on every server instance at once.
 */
import type { SessionInfo } from '@cloudpaste/contracts';
import type { AdminSessionRow } from '../../db/types.js';
import { notFound } from '../../errors.js';
import { keyedHash } from '../../lib/crypto.js';
import { deviceName } from '../../lib/device-name.js';
import type { Clock } from '../../lib/time.js';
import type { SessionRepository } from '../../repositories/session.repository.js';

/** The stored form of a session token: its keyed hash, never the token. */
export function sessionTokenHash(secret: string, token: string): string {
  return keyedHash(secret, `admin-session:${token}`);
}

export interface SessionServiceOptions {
  sessions: SessionRepository;
  secret: string;
  clock: Clock;
}

export class SessionService {
  constructor(private readonly o: SessionServiceOptions) {}

  /** The account's sessions; `currentToken` marks the one asking (none for the admin's view). */
  async list(accountId: string, currentToken?: string): Promise<SessionInfo[]> {
    const current = currentToken ? sessionTokenHash(this.o.secret, currentToken) : undefined;
    const rows = await this.o.sessions.listOfAccount(accountId, this.o.clock.now().toISOString());
    return rows.map((row) => view(row, row.token_hash === current));
  }

  /** Ends one of the account's sessions: 404 for an id that is not one of them. */
  async end(accountId: string, sessionId: string): Promise<void> {
    if (!(await this.o.sessions.deleteOfAccount(accountId, sessionId)))
      throw notFound('session.notFound');
  }

  /** Ends every session of the account but the one asking: how many ended. */
  async endOthers(accountId: string, currentToken: string): Promise<{ ended: number }> {
    const keep = sessionTokenHash(this.o.secret, currentToken);
    return { ended: await this.o.sessions.deleteOthers(accountId, keep) };
  }
}

function view(row: AdminSessionRow, current: boolean): SessionInfo {
  return {
    id: row.id,
    ...deviceName(row.user_agent),
    address: row.address,
    created_at: row.created_at,
    last_seen_at: row.last_seen_at,
    expires_at: row.expires_at,
    current,
  };
}
