/**
 * Which database failures mean "the database cannot be reached now" rather than a fault of the
 * request or of our code: PostgreSQL restarting or shutting down, a connection refused, reset or
 * timed out. The error handler answers them 503 (docs/DEPLOY.md, "Faults"); the pool drops the
 * broken connection by itself and the next request opens a new one.
 */

/** SQLSTATEs of an unreachable or restarting server (PostgreSQL's appendix A, classes 08 and 57P). */
const UNAVAILABLE_STATES = new Set([
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure
  '53300', // too_many_connections
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
]);

/**
 * A connection the pool could not open (refused, reset, timed out, a name that does not resolve):
 * db/pg-pool.ts wraps each such failure so, as a socket error, it is not mistaken for another service's.
 */
export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

/** node-postgres's own words for a connection that ended or never came (it sets no code on them). */
const LOST_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect)/;

/** Errors a database connection's socket raised (reset, broken pipe): db/pg-pool.ts notes them. */
const fromConnections = new WeakSet<object>();

/**
 * Notes an error a database connection emitted as its socket failed. The query it ends rejects
 * with that same error, a plain socket error (`read ECONNRESET`) that would otherwise not say it
 * came from the database.
 */
export function noteConnectionFailure(error: unknown): void {
  if (typeof error === 'object' && error !== null) fromConnections.add(error);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    if (e instanceof DatabaseUnreachableError || fromConnections.has(e)) return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_STATES.has(code)) return true;
    if (LOST_CONNECTION.test(e.message)) return true;
    e = e.cause;
  }
  return false;
}
