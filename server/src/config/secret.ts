/**
 * The server secret: APP_SECRET, or one generated once into DATA_DIR/secret.key (mode 0600).
 * Instances sharing a data directory may start at the same moment (docs/DEPLOY.md): the file is
 * written whole under another name and linked into place, which only one of them can do; the
 * others read the one that won.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MIN_LENGTH = 32;

function readSecret(file: string): string {
  const stored = readFileSync(file, 'utf8').trim();
  if (stored.length >= MIN_LENGTH) return stored;
  throw new Error(
    `${file} is shorter than ${MIN_LENGTH} characters; delete it to generate a new one`,
  );
}

const isCode = (error: unknown, code: string) => (error as NodeJS.ErrnoException).code === code;

export function loadOrCreateSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, 'secret.key');
  try {
    return readSecret(file);
  } catch (error) {
    if (!isCode(error, 'ENOENT')) throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(draft, secret + '\n', { mode: 0o600, flag: 'wx' });
  try {
    linkSync(draft, file);
    return secret;
  } catch (error) {
    if (!isCode(error, 'EEXIST')) throw error;
    return readSecret(file);
  } finally {
    rmSync(draft, { force: true });
  }
}
