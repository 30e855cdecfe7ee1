/**
 * Sessions with their device and an account with two-factor sign-in on, as the upgrade suite
 * seeds them (see seeder.ts; docs/ACCOUNTS.md "Sessions" and "Two-factor sign-in"), read back
 * through the services after each later migration.
 */
import { expect } from 'vitest';
import { FUTURE, T0, made, type Seeder } from './seeder.js';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

const security: Seeder = {
  from: '0023-account-security',
  rows: {
    admins: [
      {
        id: 'seed-2fa',
        username: 'seeded-2fa',
        password_hash: '!',
        ...made,
        role: 'user',
        totp_secret: 'v1.sealed.secret.value',
        totp_enabled_at: T0,
        totp_last_step: 59_000_000,
        totp_recovery: '["seed-recovery-hash"]',
      },
    ],
    admin_sessions: [
      {
        id: 'seed-2fa-session',
        admin_id: 'seed-2fa',
        token_hash: 'seed-2fa-token-hash',
        created_at: T0,
        expires_at: FUTURE,
        user_agent: FIREFOX,
        address: '192.0.2.9',
        last_seen_at: T0,
      },
    ],
  },
  async check(app) {
    const { sessions, twoFactor } = app.services.security;
    expect(await twoFactor.status('seed-2fa')).toEqual({ enabled: true, recovery_codes_left: 1 });
    expect(await sessions.list('seed-2fa')).toEqual([
      expect.objectContaining({ browser: 'Firefox', os: 'Linux', address: '192.0.2.9' }),
    ]);
  },
};

export const securitySeeders: Seeder[] = [security];
