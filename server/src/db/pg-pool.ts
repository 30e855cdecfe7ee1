/**
 * The PostgreSQL pool, made to survive the database restarting (docs/DEPLOY.md, "Faults"):
 * - a connection the server closes emits 'error': from an idle one the pool passes it on as its own
 *   'error', from one lent to a query the client emits it itself; with no listener either would be
 *   thrown and end the process. Both are heard here (the query's own rejection answers its
 *   request, 503 as the error is noted as the database's), and the pool drops the connection
 *   when it comes back;
 * - a connection that cannot be opened becomes DatabaseUnreachableError, which the error handler
 *   answers 503, and the next request tries again (the pool keeps no broken connection);
 * - opening one gives up after CONNECT_TIMEOUT_MS, so a request never waits for ever.
 * db/pg-restart.test.ts restarts a private PostgreSQL under load to check all three.
 */
import type { PostgresPool } from 'kysely';
import pg from 'pg';
import { errorMessage } from '../lib/error-message.js';
import {
  DatabaseUnreachableError,
  isDatabaseUnavailable,
  noteConnectionFailure,
} from '../lib/database-errors.js';

const CONNECT_TIMEOUT_MS = 10_000;
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

export function openPgPool(
  connectionString: string,
  onConnectionLost: (error: Error) => void = () => undefined,
): PostgresPool {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  pool.on('error', onConnectionLost);
  const heard = new WeakSet<pg.PoolClient>();
  const hear = (client: pg.PoolClient) => {
    if (!heard.has(client)) {
      heard.add(client);
      // Emitted before the query it ends rejects (pg rejects on the next tick).
      client.on('error', noteConnectionFailure);
    }
    return client;
  };
  return {
    connect: () =>
      pool.connect().then(hear, (error: unknown) => {
        const code = (error as { code?: unknown }).code;
        if (!isDatabaseUnavailable(error) && !(typeof code === 'string' && NETWORK_CODES.has(code)))
          throw error;
        throw new DatabaseUnreachableError(`cannot connect to PostgreSQL: ${errorMessage(error)}`, {
          cause: error,
        });
      }),
    end: () => pool.end(),
  };
}
