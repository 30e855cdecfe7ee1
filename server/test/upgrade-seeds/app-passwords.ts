/**
 * An account's app password as the upgrade suite seeds it (see seeder.ts; docs/ACCOUNTS.md "App
 * passwords"), read back through the service after each later migration.
 */
import { expect } from 'vitest';
import { T0, made, type Seeder } from './seeder.js';

const appPassword: Seeder = {
  from: '0026-app-passwords',
  rows: {
    admins: [{ id: 'seed-app', username: 'seeded-app', password_hash: '!', ...made, role: 'user' }],
    app_passwords: [
      {
        id: 'seed-app-password',
        account_id: 'seed-app',
        name: 'Finder',
        secret_hash: 'seed-app-password-hash',
        scope: 'read',
        basic_path: '/team',
        created_at: T0,
        last_used_at: T0,
      },
    ],
  },
  async check(app) {
    expect(await app.services.security.appPasswords.list('seed-app')).toEqual([
      {
        id: 'seed-app-password',
        name: 'Finder',
        scope: 'read',
        basic_path: '/team',
        created_at: T0,
        last_used_at: T0,
      },
    ]);
  },
};

export const appPasswordSeeders: Seeder[] = [appPassword];
