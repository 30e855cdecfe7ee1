/**
 * Accounts with roles as the upgrade suite seeds them (see seeder.ts; docs/ACCOUNTS.md): a user
 * with flags, a base path and a mount list, and an open invitation, read back through the admin
 * API after each later migration.
 */
import { expect } from 'vitest';
import { FUTURE, made, T0, type Seeder } from './seeder.js';

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

/** Quotas and a key of the account's own (migration 0022, docs/ACCOUNTS.md "Quotas"). */
const quotas: Seeder = {
  from: '0022-quotas-key-owners',
  rows: {
    admins: [
      {
        id: 'seed-quota-user',
        username: 'seeded-quota-user',
        password_hash: '!',
        ...made,
        role: 'user',
        status: 'active',
        permissions: 2,
        quota_bytes: 5_000_000_000,
        quota_file_bytes: 1000,
        quota_shares: 3,
      },
    ],
    api_keys: [
      {
        id: 'seed-owned-key',
        name: 'owned',
        key_hash: 'seed-owned-key-hash',
        key_masked: 'cp_o****0000',
        permissions: 2,
        role: 'GENERAL',
        basic_path: '/',
        is_guest: 0,
        created_at: T0,
        expires_at: null,
        last_used: null,
        owner_id: 'seed-quota-user',
      },
    ],
  },
  async check(app) {
    const user = (await app.services.users.list()).find((u) => u.id === 'seed-quota-user');
    expect(user?.quota).toEqual({
      quota_bytes: 5_000_000_000,
      quota_file_bytes: 1000,
      quota_shares: 3,
      used_bytes: 0,
      used_shares: 0,
    });
  },
};

export const userSeeders: Seeder[] = [users, quotas];
