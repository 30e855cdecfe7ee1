/**
 * Single sign-on rows as the upgrade suite seeds them (see seeder.ts; docs/ACCOUNTS.md "Single
 * sign-on"): the settings, a linked identity and a sign-in under way, read back through the
 * services after each later migration.
 */
import { expect } from 'vitest';
import { FUTURE, T0, made, type Seeder } from './seeder.js';

const oidc: Seeder = {
  from: '0028-oidc',
  rows: {
    admins: [{ id: 'seed-sso', username: 'seeded-sso', password_hash: '!', ...made, role: 'user' }],
    oidc_settings: [
      {
        id: 'default',
        config: JSON.stringify({
          enabled: false,
          issuer: 'https://idp.example.com',
          client_id: 'cp',
        }),
        client_secret: null,
        updated_at: T0,
      },
    ],
    oidc_identities: [
      {
        id: 'seed-identity',
        account_id: 'seed-sso',
        issuer: 'https://idp.example.com',
        subject: 'seed-subject',
        created_at: T0,
        last_login_at: T0,
      },
    ],
    oidc_flows: [
      {
        state_hash: 'seed-state-hash',
        nonce: 'seed-nonce',
        code_verifier: 'seed-verifier',
        intent: 'link',
        account_id: 'seed-sso',
        redirect_uri: 'https://paste.example.com/api/auth/oidc/callback',
        created_at: T0,
        expires_at: FUTURE,
      },
    ],
  },
  async check(app) {
    expect(await app.services.oidc.identities.list('seed-sso')).toEqual([
      {
        id: 'seed-identity',
        issuer: 'https://idp.example.com',
        subject: 'seed-subject',
        created_at: T0,
        last_login_at: T0,
      },
    ]);
    expect(await app.services.oidc.settings.view()).toMatchObject({
      enabled: false,
      issuer: 'https://idp.example.com',
      client_secret_set: false,
      username_claim: 'preferred_username',
    });
  },
};

export const oidcSeeders: Seeder[] = [oidc];
