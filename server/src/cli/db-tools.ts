/**
 * The database tools' entry, built beside main.js as dist/db-tools.js and run by
 * scripts/db-tools.mjs: `backup`, `restore` and `copy` (docs/DEPLOY.md, "Backups" and "From
 * SQLite to PostgreSQL"). The database and secret come from the same environment as the server's.
 */
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../config/env.js';
import { loadOrCreateSecret } from '../config/secret.js';
import { openDatabase, sqlitePathIn, type DatabaseHandle } from '../db/database.js';
import { backupFileName } from '../services/backup/backup-format.js';
import { copyInto, restoreInto, writeBackup } from './db-commands.js';

const USAGE = `usage:
  npm run backup [-- --out FILE]         a backup of the database (FILE '-' writes to stdout)
  npm run restore -- FILE [--force]      restore into an empty instance (--force replaces one)
  npm run db:copy -- --from DB --to DB [--force]
                                         copy a whole database; DB is a SQLite file or a postgres:// URL`;

/** The server's secret, never a new one: a backup made under a new secret would be of no use. */
function serverSecret(config: Config): string {
  if (config.appSecret) return config.appSecret;
  if (!existsSync(join(config.dataDir, 'secret.key'))) {
    throw new Error(
      `no server secret: set APP_SECRET, or put the instance's secret.key in ${config.dataDir}`,
    );
  }
  return loadOrCreateSecret(config.dataDir, undefined);
}

function openConfigured(config: Config): DatabaseHandle {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    sqlitePath: sqlitePathIn(config.dataDir),
  });
}

/** A postgres:// URL, or a SQLite file (which must exist when it is a source). */
function openNamed(name: string, mustExist: boolean): DatabaseHandle {
  if (/^postgres(ql)?:\/\//.test(name)) return openDatabase({ databaseUrl: name });
  if (mustExist && !existsSync(name)) throw new Error(`${name}: no such SQLite database`);
  return openDatabase({ sqlitePath: name });
}

/** A database's name as printed: a URL's password left out. */
function shown(name: string): string {
  if (!/^postgres(ql)?:\/\//.test(name)) return name;
  const url = new URL(name);
  if (url.password) url.password = '***';
  return url.toString();
}

async function withDatabases<T>(handles: DatabaseHandle[], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } finally {
    // The SQLite checkpointer's worker and its stop timer do not hold the process open (the
    // server's socket does): without this, the process would end before the close completed.
    const alive = setInterval(() => undefined, 1000);
    for (const handle of handles) await handle.close();
    clearInterval(alive);
  }
}

async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      force: { type: 'boolean', default: false },
    },
  });
  const [command, file] = positionals;
  const force = values.force ?? false;
  if (command === 'backup') {
    const config = loadConfig();
    const secret = serverSecret(config);
    const database = openConfigured(config);
    const path = values.out ?? backupFileName(new Date());
    const out =
      path === '-' ? process.stdout : createWriteStream(path, { flags: 'wx', mode: 0o600 });
    const bytes = await withDatabases([database], () => writeBackup(database, secret, out));
    if (out !== process.stdout) {
      out.end();
      await finished(out);
      console.error(`backup written to ${path} (${bytes} bytes)`);
    }
  } else if (command === 'restore' && file) {
    const config = loadConfig();
    const secret = serverSecret(config);
    const database = openConfigured(config);
    const outcome = await withDatabases([database], () =>
      restoreInto(database, secret, createReadStream(file), force),
    );
    console.error(`restored the backup of ${outcome.createdAt} (schema ${outcome.schema}):`);
    for (const [table, rows] of Object.entries(outcome.rows)) console.error(`  ${table}: ${rows}`);
  } else if (command === 'copy' && values.from && values.to) {
    const from = openNamed(values.from, true);
    const to = openNamed(values.to, false);
    const counts = await withDatabases([from, to], () => copyInto(from, to, force));
    console.error(`copied ${shown(values.from)} into ${shown(values.to)}:`);
    for (const [table, rows] of Object.entries(counts)) console.error(`  ${table}: ${rows}`);
  } else {
    console.error(USAGE);
    process.exitCode = 2;
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  const forcible = (error as { reason?: string }).reason === 'backup.notEmpty';
  console.error(forcible ? `${message} (--force replaces it)` : message);
  process.exitCode = 1;
});
