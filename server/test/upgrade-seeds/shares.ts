/**
 * Accounts, keys, settings and text shares as the upgrade suite seeds them (see seeder.ts): an
 * admin who still signs in with the password chosen before the upgrade, a session and an API key
 * that still authenticate, a protected paste that still opens with its password.
 */
import { expect } from 'vitest';
import { randomBytes, scryptSync } from 'node:crypto';
import { keyedHash } from '../../src/lib/crypto.js';
import { TEST_SECRET } from '../local-storage-app.js';
import { FUTURE, PAST, T0, made, type Row, type Seeder } from './seeder.js';

const ADMIN_PASSWORD = 'chosen before the upgrade';
const SESSION_TOKEN = 'seed-session-token';
const API_KEY = 'cp_seed_api_key_0123456789';
export const SHARE_PASSWORD = 'open sesame';
/**
 * A password hash as lib/crypto.ts stores it (`scrypt$N$r$p$salt$hash`), with a smaller N than
 * today's: each hash carries its own parameters, and an old one must still verify. It also keeps
 * the suite fast, as it signs in and opens shares at every step.
 */
function storedHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 2 ** 10, r: 8, p: 1 });
  return ['scrypt', 2 ** 10, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}
export const SHARE_HASH = storedHash(SHARE_PASSWORD);
const ADMIN_HASH = storedHash(ADMIN_PASSWORD);

const paste = (id: string, fields: Row): Row => ({
  id,
  slug: id,
  content: `# ${id}`,
  format: 'markdown',
  size: id.length + 2,
  remark: `remark of ${id}`,
  password_hash: null,
  expires_at: FUTURE,
  max_views: 0,
  views: 3,
  created_by: 'seed-admin',
  ...made,
  ...fields,
});

const accounts: Seeder = {
  from: '0001-initial',
  rows: {
    admins: [{ id: 'seed-admin', username: 'admin', password_hash: ADMIN_HASH, ...made }],
    admin_sessions: [
      {
        id: 'seed-session',
        admin_id: 'seed-admin',
        token_hash: keyedHash(TEST_SECRET, `admin-session:${SESSION_TOKEN}`),
        created_at: T0,
        expires_at: FUTURE,
      },
    ],
    api_keys: [
      {
        id: 'seed-key',
        name: 'deploy',
        key_hash: keyedHash(TEST_SECRET, `api-key:${API_KEY}`),
        key_masked: 'cp_s****6789',
        permissions: 1 | 2,
        role: 'GENERAL',
        basic_path: '/disk',
        is_guest: 0,
        created_at: T0,
        expires_at: FUTURE,
        last_used: null,
      },
    ],
    settings: [{ key: 'max_upload_size', value: '250', updated_at: T0 }],
  },
  async check(app) {
    const login = await app.call('POST', '/api/admin/login', {
      body: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(login.status).toBe(200);
    const session = await app.call('GET', '/api/test/admin-token', { token: SESSION_TOKEN });
    expect(session.json.data).toMatchObject({ valid: true, username: 'admin' });
    const key = await app.call('GET', '/api/test/api-key', { apiKey: API_KEY });
    expect(key.json.data).toMatchObject({ name: 'deploy', basic_path: '/disk' });
    expect(key.json.data.key_info).toMatchObject({ permissions: 3, expires_at: FUTURE });
    expect(await app.services.settings.get('max_upload_size')).toBe(250);
  },
};

const pastes: Seeder = {
  from: '0002-pastes',
  rows: {
    pastes: [
      paste('seed-plain', {}),
      paste('seed-locked', { password_hash: SHARE_HASH, max_views: 5, views: 2 }),
      paste('seed-expired', { expires_at: PAST }),
    ],
  },
  async check(app) {
    const plain = await app.call('GET', '/api/paste/seed-plain');
    expect(plain.json.data).toMatchObject({
      content: '# seed-plain',
      remark: 'remark of seed-plain',
    });
    const closed = await app.call('GET', '/api/paste/seed-locked');
    expect(closed.json.data.content ?? null).toBeNull();
    const open = await app.call('POST', '/api/paste/seed-locked', {
      body: { password: SHARE_PASSWORD },
    });
    expect(open.json.data).toMatchObject({ content: '# seed-locked', views: 3 });
    expect((await app.call('GET', '/api/paste/seed-expired')).status).toBe(410);
  },
};

const goneShares: Seeder = {
  from: '0010-gone-shares',
  rows: {
    gone_shares: [
      { kind: 'paste', slug: 'seed-gone', reason: 'viewLimit', gone_at: new Date().toISOString() },
    ],
  },
  async check(app) {
    expect((await app.call('GET', '/api/paste/seed-gone')).status).toBe(410);
  },
};

const titledPastes: Seeder = {
  from: '0011-paste-titles',
  rows: { pastes: [paste('seed-titled', { title: 'Meeting notes' })] },
  async check(app) {
    const titled = await app.call('GET', '/api/paste/seed-titled');
    expect(titled.json.data).toMatchObject({ title: 'Meeting notes', content: '# seed-titled' });
  },
};

/** Ciphertext as an encrypted share holds it (docs/ENCRYPTION.md); the server never opens it. */
const SEALED =
  'Q1BFRQEAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAoKGio6SlpqeoqaqrsRWd5tBK9jLnCTh7xDpieqWb5RUKSDlccHVoqNCYr2A=';

const encryptedPastes: Seeder = {
  from: '0021-paste-encryption',
  rows: { pastes: [paste('seed-sealed', { content: SEALED, size: SEALED.length, encrypted: 1 })] },
  async check(app) {
    const sealed = await app.call('GET', '/api/paste/seed-sealed');
    expect(sealed.json.data).toMatchObject({ encrypted: true, content: SEALED });
    const plain = await app.call('GET', '/api/paste/seed-plain');
    expect(plain.json.data).toMatchObject({ encrypted: false });
  },
};

export const shareSeeders: Seeder[] = [accounts, pastes, goneShares, titledPastes, encryptedPastes];
