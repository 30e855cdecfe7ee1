/**
 * Accounts with roles as the upgrade suite seeds them (see seeder.ts; docs/ACCOUNTS.md): a user
 * with flags, a base path and a mount list, and an open invitation, read back through the admin
 * API after each later migration.
 */
import { expect } from 'vitest';
import { FUTURE, made, type Seeder } from './seeder.js';

const users: Seeder = {
  from: '0020-users',
  rows: {
    admins: [
      {
        id: 'seed-user',
        username: 'seeded-user',
        password_hash: '!',
        ...made,
        role: 'user',
        display_name: 'Seeded User',
        status: 'disabled',
        permissions: 1 | 65536,
        basic_path: '/team',
        mount_ids: '["seed-mount"]',
        invitation_hash: 'seed-invitation-hash',
        invitation_expires_at: FUTURE,
      },
    ],
  },
  async check(app) {
    const user = (await app.services.users.list()).find((u) => u.username === 'seeded-user');
    expect(user).toMatchObject({
      role: 'user',
      status: 'disabled',
      display_name: 'Seeded User',
      permissions: 1 | 65536,
      basic_path: '/team',
      mount_ids: ['seed-mount'],
      invitation_expires_at: FUTURE,
    });
  },
};

export const userSeeders: Seeder[] = [users];
