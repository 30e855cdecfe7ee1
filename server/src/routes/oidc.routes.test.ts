/**
 * Single sign-on (docs/ACCOUNTS.md, "Single sign-on") against a real OpenID Connect provider on a
 * loopback port: accounts made, linked and refused, the admin claim, and the checks of the flow
 * (state, replayed code, expired ID token, an unreachable provider). SQLite and PostgreSQL.
 */
import { Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IDP_CLIENT_SECRET, authorizeAt } from '../../test/oidc-idp.js';
import {
  callback,
  oidcSettings,
  oidcTestApp,
  REDIRECT_URI,
  signInThroughIdp,
  started,
  type OidcTestApp,
} from '../../test/oidc-app.js';
import { mountedStorage } from '../../test/mounted-storages.js';
import { enrolled } from '../../test/two-factor.js';
import { basicAuth } from '../../test/webdav-app.js';
import { SecretBox } from '../lib/secret-box.js';

let o: OidcTestApp;
beforeEach(async () => {
  o = await oidcTestApp();
});
afterEach(() => o.close());

const ALICE = { preferred_username: 'alice', name: 'Alice', email: 'alice@example.com' };
const errorOf = (location: URL) => location.searchParams.get('sso_error');
const auditActions = async () =>
  (await o.t.call('GET', '/api/admin/audit?limit=100', { token: o.admin })).json.data.entries.map(
    (e: { action: string }) => e.action,
  ) as string[];

describe('single sign-on', () => {
  it('makes an account on the first sign-in and signs the browser in with a session', async () => {
    expect((await o.t.call('GET', '/api/auth/oidc')).json.data).toEqual({
      enabled: true,
      label: 'Test IdP',
    });
    const first = await signInThroughIdp(o, 'sub-alice', ALICE);
    expect(first.location.pathname).toBe('/admin');
    expect(first.location.searchParams.get('sso')).toBe('done');
    expect(first.login).toMatchObject({ username: 'alice', role: 'user' });
    const me = await o.t.call('GET', '/api/account', { token: first.login!.token });
    expect(me.status).toBe(200);
    expect(me.json.data).toMatchObject({ username: 'alice', display_name: 'Alice' });
    // The session cookie is taken once.
    const again = await o.t.app.request('/api/auth/oidc/session', {
      method: 'POST',
      headers: { cookie: first.session! },
    });
    expect(again.headers.getSetCookie().join()).toMatch(/cp_oidc_session=;/);

    // The next sign-in finds the account by (issuer, subject), whatever username it now sends.
    const second = await signInThroughIdp(o, 'sub-alice', { preferred_username: 'renamed' });
    expect(second.login).toMatchObject({ username: 'alice' });
    const users = await o.t.call('GET', '/api/admin/users', { token: o.admin });
    expect(users.json.data.map((u: { username: string }) => u.username).sort()).toEqual([
      'admin',
      'alice',
    ]);
    expect(await auditActions()).toEqual(
      expect.arrayContaining(['auth.oidc_login.success', 'settings.oidc_update']),
    );
  });

  it('makes an admin of an identity carrying the admin claim', async () => {
    const signed = await signInThroughIdp(o, 'sub-boss', {
      preferred_username: 'boss',
      groups: ['staff', 'cloudpaste-admins'],
    });
    expect(signed.login).toMatchObject({ username: 'boss', role: 'admin' });
    const users = await o.t.call('GET', '/api/admin/users', { token: signed.login!.token });
    expect(users.status).toBe(200);
  });

  it('refuses an unknown identity while account creation is off, and a username taken', async () => {
    await o.t.call('PUT', '/api/admin/oidc', {
      token: o.admin,
      body: oidcSettings(o.idp.issuer, { auto_create: false }),
    });
    const refused = await signInThroughIdp(o, 'sub-carol', { preferred_username: 'carol' });
    expect(errorOf(refused.location)).toBe('oidc.noAccount');
    expect(refused.session).toBeUndefined();

    await o.t.call('PUT', '/api/admin/oidc', { token: o.admin, body: oidcSettings(o.idp.issuer) });
    // An account named like the identity is never taken over by its username.
    const taken = await signInThroughIdp(o, 'sub-other-admin', { preferred_username: 'admin' });
    expect(errorOf(taken.location)).toBe('oidc.usernameTaken');
    expect(await auditActions()).toContain('auth.oidc_login.failure');
  });

  it('links an identity to a signed-in account, signs it in, and unlinks it', async () => {
    await o.t.call('PUT', '/api/admin/oidc', {
      token: o.admin,
      body: oidcSettings(o.idp.issuer, { auto_create: false }),
    });
    o.idp.signInAs('sub-admin', { preferred_username: 'someone-else' });
    const flow = await started(o.t, o.admin);
    const back = await callback(o.t, await authorizeAt(flow.url, REDIRECT_URI), flow.cookie);
    expect(back.location.pathname).toBe('/admin/account');
    expect(back.location.searchParams.get('sso')).toBe('linked');
    const linked = await o.t.call('GET', '/api/account/oidc', { token: o.admin });
    expect(linked.json.data).toEqual([
      expect.objectContaining({ issuer: o.idp.issuer, subject: 'sub-admin' }),
    ]);

    // Two-factor sign-in on: the provider's sign-in stands for it (docs/ACCOUNTS.md).
    await enrolled(o.t, o.admin);
    const signed = await signInThroughIdp(o, 'sub-admin', {});
    expect(signed.login).toMatchObject({ username: 'admin', role: 'admin' });
    expect(signed.login).not.toHaveProperty('twoFactorRequired');

    const id = linked.json.data[0].id as string;
    expect((await o.t.call('DELETE', `/api/account/oidc/${id}`, { token: o.admin })).status).toBe(
      200,
    );
    expect((await o.t.call('DELETE', `/api/account/oidc/${id}`, { token: o.admin })).status).toBe(
      404,
    );
    const after = await signInThroughIdp(o, 'sub-admin', {});
    expect(errorOf(after.location)).toBe('oidc.noAccount');
    expect(await auditActions()).toEqual(
      expect.arrayContaining(['account.oidc_link', 'account.oidc_unlink']),
    );
  });

  it('refuses an identity linked to another account', async () => {
    await signInThroughIdp(o, 'sub-dave', { preferred_username: 'dave' });
    const flow = await started(o.t, o.admin);
    o.idp.signInAs('sub-dave', {});
    const back = await callback(o.t, await authorizeAt(flow.url, REDIRECT_URI), flow.cookie);
    expect(back.location.pathname).toBe('/admin/account');
    expect(errorOf(back.location)).toBe('oidc.alreadyLinked');
  });

  it('refuses a state this browser was not given, and a replayed code', async () => {
    o.idp.signInAs('sub-erin', { preferred_username: 'erin' });
    const flow = await started(o.t);
    const target = await authorizeAt(flow.url, REDIRECT_URI);
    const forged = await callback(o.t, target, 'cp_oidc_state=another-state');
    expect(errorOf(forged.location)).toBe('oidc.stateInvalid');
    const none = await callback(o.t, target, '');
    expect(errorOf(none.location)).toBe('oidc.stateInvalid');

    const first = await callback(o.t, target, flow.cookie);
    expect(first.session).toBeDefined();
    const replay = await callback(o.t, target, flow.cookie);
    expect(errorOf(replay.location)).toBe('oidc.stateInvalid');
    expect(replay.session).toBeUndefined();
  });

  it('refuses an expired ID token', async () => {
    o.idp.idTokenTtl = 60;
    o.idp.signInAs('sub-frank', { preferred_username: 'frank' });
    const flow = await started(o.t);
    const target = await authorizeAt(flow.url, REDIRECT_URI);
    // Five minutes later by this server's clock: the flow is still open, the token is not.
    o.clock.advance(5 * 60_000);
    const back = await callback(o.t, target, flow.cookie);
    expect(errorOf(back.location)).toBe('oidc.tokenInvalid');
    expect(back.session).toBeUndefined();
  });

  it('refuses a flow past its ten minutes', async () => {
    o.idp.signInAs('sub-gina', { preferred_username: 'gina' });
    const flow = await started(o.t);
    const target = await authorizeAt(flow.url, REDIRECT_URI);
    o.clock.advance(11 * 60_000);
    expect(errorOf((await callback(o.t, target, flow.cookie)).location)).toBe('oidc.stateInvalid');
  });

  it('refuses a disabled or pending account like the password sign-in', async () => {
    const made = await signInThroughIdp(o, 'sub-hank', { preferred_username: 'hank' });
    const users = await o.t.call('GET', '/api/admin/users', { token: o.admin });
    const hank = users.json.data.find((u: { username: string }) => u.username === 'hank');
    expect(made.login).toBeDefined();
    for (const [status, reason] of [
      ['disabled', 'auth.accountDisabled'],
      ['pending', 'auth.accountPending'],
    ]) {
      const put = await o.t.call('PUT', `/api/admin/users/${hank.id}`, {
        token: o.admin,
        body: { status },
      });
      expect(put.status).toBe(200);
      const refused = await signInThroughIdp(o, 'sub-hank', {});
      expect(errorOf(refused.location)).toBe(reason);
      expect(refused.session).toBeUndefined();
    }
  });

  it('says the provider cannot be reached', async () => {
    const closed = o.idp.issuer;
    await o.idp.close();
    await o.t.call('PUT', '/api/admin/oidc', {
      token: o.admin,
      body: oidcSettings(closed.replace(/:\d+$/, ':1')),
    });
    const res = await o.t.app.request('/api/auth/oidc/start');
    expect(res.status).toBe(302);
    expect(errorOf(new URL(res.headers.get('location')!, 'http://x'))).toBe(
      'oidc.providerUnreachable',
    );
    o.idp.close = async () => {};
  });

  it('keeps the client secret on the server and refuses an http issuer off this machine', async () => {
    const view = await o.t.call('GET', '/api/admin/oidc', { token: o.admin });
    expect(view.json.data).toMatchObject({
      client_secret_set: true,
      redirect_uri: REDIRECT_URI,
    });
    expect(view.json.data).not.toHaveProperty('client_secret');
    // Absent keeps the secret; the answer never has it.
    const { client_secret: _kept, ...rest } = oidcSettings(o.idp.issuer, { button_label: 'Go' });
    const saved = await o.t.call('PUT', '/api/admin/oidc', { token: o.admin, body: rest });
    expect(saved.json.data.client_secret_set).toBe(true);
    expect(
      (await signInThroughIdp(o, 'sub-ivy', { preferred_username: 'ivy' })).login,
    ).toBeDefined();
    const audit = await o.t.call('GET', '/api/admin/audit?limit=100', { token: o.admin });
    for (const answer of [view, saved, audit, await o.t.call('GET', '/api/auth/oidc')])
      expect(answer.text).not.toContain(IDP_CLIENT_SECRET);

    const insecure = await o.t.call('PUT', '/api/admin/oidc', {
      token: o.admin,
      body: oidcSettings('http://idp.example.com'),
    });
    expect(insecure.status).toBe(400);
    expect(insecure.json.reason).toBe('oidc.insecureIssuer');
    const user = await signInThroughIdp(o, 'sub-jo', { preferred_username: 'jo' });
    expect((await o.t.call('GET', '/api/admin/oidc', { token: user.login!.token })).status).toBe(
      403,
    );
  });

  it('asks for the secret again when a restore brought one sealed under another server secret', async () => {
    const other = new SecretBox('another-server-secret-another-server-secret');
    await o.t.database.db
      .updateTable('oidc_settings')
      .set({ client_secret: other.seal(IDP_CLIENT_SECRET, 'oidc_settings.client_secret') })
      .execute();
    const res = await o.t.app.request('/api/auth/oidc/start');
    expect(errorOf(new URL(res.headers.get('location')!, 'http://x'))).toBe('oidc.notConfigured');
  });

  it('lets an account that signs in only through the provider use WebDAV with an app password', async () => {
    const signed = await signInThroughIdp(o, 'sub-kim', { preferred_username: 'kim' });
    const users = await o.t.call('GET', '/api/admin/users', { token: o.admin });
    const kim = users.json.data.find((u: { username: string }) => u.username === 'kim');
    await o.t.call('PUT', `/api/admin/users/${kim.id}`, {
      token: o.admin,
      body: { permissions: Permission.WEBDAV_READ },
    });
    const made = await o.t.call('POST', '/api/account/app-passwords', {
      token: signed.login!.token,
      body: { name: 'Finder', scope: 'read' },
    });
    expect(made.status).toBe(200);
    const storage = await mountedStorage(o.t, o.admin, 'local');
    await storage.mount('/team', { webdav_policy: 'native_proxy' });
    const propfind = (password: string) =>
      o.t.app.request('/dav/team/', {
        method: 'PROPFIND',
        headers: { Authorization: basicAuth('kim', password), Depth: '0' },
      });
    expect((await propfind(made.json.data.password)).status).toBe(207);
    expect((await propfind('cpa_not-this-one')).status).toBe(401);
  });
});
