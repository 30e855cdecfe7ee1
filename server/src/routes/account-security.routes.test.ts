/**
 * Two-factor sign-in and sessions (docs/ACCOUNTS.md, "Sessions" and "Two-factor sign-in"): enrol
 * and confirm, the second sign-in step with a code or a recovery code, each once, under the
 * sign-in limits; turning it off; listing and ending sessions, only one's own.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClock } from '../../test/create-test-app.js';
import { codeAt, enrolled } from '../../test/two-factor.js';
import { madeUser, USER_PASSWORD } from '../../test/users.js';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
});
afterEach(() => t.close());

const clock = () => t.clock as TestClock;
const login = (username: string, password = USER_PASSWORD, userAgent = FIREFOX) =>
  t.call('POST', '/api/admin/login', {
    body: { username, password },
    headers: { 'User-Agent': userAgent },
  });
const second = (challenge: string, code: string) =>
  t.call('POST', '/api/admin/login/two-factor', { body: { challenge, code } });
const actions = async (action: string) =>
  (await t.call('GET', `/api/admin/audit?action=${action}`, { token: admin })).json.data.entries;

describe('turning two-factor sign-in on', () => {
  it('needs a code from the new secret, answers ten recovery codes once, and never the secret again', async () => {
    const alice = await madeUser(t, admin, 'alice');
    const enrol = await t.call('POST', '/api/account/two-factor/enrol', { token: alice.token });
    const { secret, uri } = enrol.json.data;
    expect(uri).toMatch(/^otpauth:\/\/totp\/CloudPaste:alice\?/);
    expect(uri).toContain('algorithm=SHA1&digits=6&period=30');
    const off = await t.call('GET', '/api/account/two-factor', { token: alice.token });
    expect(off.json.data).toEqual({ enabled: false, recovery_codes_left: 0 });

    const wrong = await t.call('POST', '/api/account/two-factor/confirm', {
      token: alice.token,
      body: { code: codeAt(secret, new Date(clock().now().getTime() + 300_000)) },
    });
    expect(wrong.status).toBe(401);
    const right = await t.call('POST', '/api/account/two-factor/confirm', {
      token: alice.token,
      body: { code: codeAt(secret, clock().now()) },
    });
    expect(right.status).toBe(200);
    expect(right.json.data.codes).toHaveLength(10);
    expect(new Set(right.json.data.codes).size).toBe(10);

    const on = await t.call('GET', '/api/account/two-factor', { token: alice.token });
    expect(on.json.data).toEqual({ enabled: true, recovery_codes_left: 10 });
    expect(on.text).not.toContain(secret);
    const again = await t.call('POST', '/api/account/two-factor/enrol', { token: alice.token });
    expect(again.status).toBe(409);
    const stored = await t.services.users.list();
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(await actions('account.two_factor_enable')).toHaveLength(1);
  });

  it('refuses to confirm without an enrolment', async () => {
    const bob = await madeUser(t, admin, 'bob');
    const res = await t.call('POST', '/api/account/two-factor/confirm', {
      token: bob.token,
      body: { code: '123456' },
    });
    expect(res.status).toBe(409);
  });
});

describe('signing in with two-factor on', () => {
  it('answers a challenge, not a session, and a code from the app opens one, once per time step', async () => {
    const alice = await madeUser(t, admin, 'alice');
    const { secret } = await enrolled(t, alice.token);
    clock().advance(30_000);

    const first = await login('alice');
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ username: 'alice', twoFactorRequired: true });
    expect(first.json.data.token).toBeUndefined();
    const { challenge } = first.json.data;
    expect((await t.call('GET', '/api/account', { token: challenge })).status).toBe(401);

    const code = codeAt(secret, clock().now());
    const signedIn = await second(challenge, code);
    expect(signedIn.status).toBe(200);
    expect(Object.keys(signedIn.json.data).sort()).toEqual([
      'expiresAt',
      'role',
      'token',
      'username',
    ]);
    const me = await t.call('GET', '/api/account', { token: signedIn.json.data.token });
    expect(me.json.data.username).toBe('alice');

    const replayed = await second(challenge, code);
    expect(replayed.status).toBe(401);
    expect(replayed.json.reason).toBe('twoFactor.codeWrong');

    clock().advance(30_000);
    expect((await second(challenge, codeAt(secret, clock().now()))).status).toBe(200);
    const success = await actions('auth.login.success');
    expect(success.filter((e: { detail: unknown }) => e.detail !== null)).toHaveLength(2);
  });

  it('keeps the login answer of an account without two-factor exactly as it was', async () => {
    await madeUser(t, admin, 'carol');
    const res = await login('carol');
    expect(Object.keys(res.json.data).sort()).toEqual(['expiresAt', 'role', 'token', 'username']);
  });

  it('counts wrong codes against the sign-in limits, and refuses a forged or expired challenge', async () => {
    const alice = await madeUser(t, admin, 'alice');
    const { secret } = await enrolled(t, alice.token);
    const { challenge } = (await login('alice')).json.data;
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await second(challenge, '000000')).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses).toContain(429);
    // A right code (the next time step's, within the window) waits too.
    const next = codeAt(secret, new Date(clock().now().getTime() + 30_000));
    expect((await second(challenge, next)).status).toBe(429);

    const [id, expires] = challenge.split('.');
    const forged = `${id}.${expires}.${'0'.repeat(64)}`;
    expect((await second(forged, codeAt(secret, clock().now()))).json.reason).toBe(
      'twoFactor.challengeInvalid',
    );
    clock().advance(10 * 60_000);
    expect((await second(challenge, codeAt(secret, clock().now()))).json.reason).toBe(
      'twoFactor.challengeInvalid',
    );
  });

  it('takes each recovery code once, and says so in the audit log', async () => {
    const alice = await madeUser(t, admin, 'alice');
    const { codes } = await enrolled(t, alice.token);
    const [code] = codes as [string];
    const { challenge } = (await login('alice')).json.data;
    const used = await second(challenge, code.toUpperCase().replace('-', ' '));
    expect(used.status).toBe(200);
    expect((await second(challenge, code)).status).toBe(401);
    const status = await t.call('GET', '/api/account/two-factor', { token: alice.token });
    expect(status.json.data.recovery_codes_left).toBe(9);
    const entries = await actions('account.two_factor_recovery_used');
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries)).not.toContain(code);
  });
});

describe('turning two-factor sign-in off', () => {
  it('needs the password or a code, then the login answers a session again', async () => {
    const alice = await madeUser(t, admin, 'alice');
    const { secret } = await enrolled(t, alice.token);
    const wrong = await t.call('POST', '/api/account/two-factor/disable', {
      token: alice.token,
      body: { password: 'not the password' },
    });
    expect(wrong.status).toBe(401);
    const none = await t.call('POST', '/api/account/two-factor/disable', {
      token: alice.token,
      body: {},
    });
    expect(none.status).toBe(400);
    clock().advance(30_000);
    const fresh = await t.call('POST', '/api/account/two-factor/recovery-codes', {
      token: alice.token,
      body: { code: codeAt(secret, clock().now()) },
    });
    expect(fresh.json.data.codes).toHaveLength(10);
    const off = await t.call('POST', '/api/account/two-factor/disable', {
      token: alice.token,
      body: { password: USER_PASSWORD },
    });
    expect(off.status).toBe(200);
    expect((await login('alice')).json.data.token).toEqual(expect.any(String));
    expect(await actions('account.two_factor_disable')).toHaveLength(1);
  });

  it('lets the admin turn a user’s two-factor off, audited, and no one else', async () => {
    const alice = await madeUser(t, admin, 'alice');
    const bob = await madeUser(t, admin, 'bob');
    await enrolled(t, alice.token);
    const path = `/api/admin/users/${alice.id}/two-factor`;
    expect((await t.call('DELETE', path, { token: bob.token })).status).toBe(403);
    expect((await t.call('GET', path, { token: admin })).json.data.enabled).toBe(true);
    expect((await t.call('DELETE', path, { token: admin })).status).toBe(200);
    expect((await t.call('GET', path, { token: admin })).json.data.enabled).toBe(false);
    expect((await login('alice')).json.data.token).toEqual(expect.any(String));
    const entries = await actions('user.two_factor_disable');
    expect(entries[0].target).toMatchObject({ type: 'user', id: alice.id });
  });
});

describe('sessions', () => {
  it('lists an account’s sessions with device, address and this one marked, and ends another', async () => {
    await madeUser(t, admin, 'alice');
    const laptop = (await login('alice', USER_PASSWORD, FIREFOX)).json.data.token;
    const phone = (await login('alice', USER_PASSWORD, SAFARI_IPHONE)).json.data.token;
    const list = await t.call('GET', '/api/account/sessions', { token: laptop });
    // madeUser's own sign-in, the laptop and the phone.
    expect(list.json.data).toHaveLength(3);
    const mine = list.json.data.find((s: { current: boolean }) => s.current);
    expect(mine).toMatchObject({ browser: 'Firefox', os: 'Linux', address: expect.any(String) });
    const other = list.json.data.find((s: { os: string | null }) => s.os === 'iOS');
    expect(other).toMatchObject({ browser: 'Safari', current: false });
    expect(list.text).not.toMatch(/token|Mozilla/);

    expect(
      (await t.call('DELETE', `/api/account/sessions/${other.id}`, { token: laptop })).status,
    ).toBe(200);
    expect((await t.call('GET', '/api/account', { token: phone })).status).toBe(401);
    expect(await actions('account.session_end')).toHaveLength(1);

    const ended = await t.call('POST', '/api/account/sessions/end-others', { token: laptop });
    expect(ended.json.data).toEqual({ ended: 1 });
    const left = await t.call('GET', '/api/account/sessions', { token: laptop });
    expect(left.json.data).toHaveLength(1);
  });

  it('refuses to end another account’s session by its id', async () => {
    await madeUser(t, admin, 'alice');
    const bob = await madeUser(t, admin, 'bob');
    const alice = (await login('alice')).json.data.token;
    const [target] = (await t.call('GET', '/api/account/sessions', { token: alice })).json.data;
    const res = await t.call('DELETE', `/api/account/sessions/${target.id}`, { token: bob.token });
    expect(res.status).toBe(404);
    expect((await t.call('GET', '/api/account', { token: alice })).status).toBe(200);
    const wrongOwner = await t.call('DELETE', `/api/admin/users/${bob.id}/sessions/${target.id}`, {
      token: admin,
    });
    expect(wrongOwner.status).toBe(404);
  });

  it('lets the admin see and end a user’s sessions', async () => {
    const alice = await madeUser(t, admin, 'alice');
    const listed = await t.call('GET', `/api/admin/users/${alice.id}/sessions`, { token: admin });
    expect(listed.json.data).toHaveLength(1);
    expect(listed.json.data[0].current).toBe(false);
    const sid = listed.json.data[0].id;
    const path = `/api/admin/users/${alice.id}/sessions/${sid}`;
    expect((await t.call('DELETE', path, { token: alice.token })).status).toBe(403);
    expect((await t.call('DELETE', path, { token: admin })).status).toBe(200);
    expect((await t.call('GET', '/api/account', { token: alice.token })).status).toBe(401);
    expect(await actions('user.session_end')).toHaveLength(1);
  });

  it('writes last seen at most once a minute', async () => {
    const alice = await madeUser(t, admin, 'alice');
    const seen = async () =>
      (await t.call('GET', '/api/account/sessions', { token: alice.token })).json.data[0]
        .last_seen_at as string;
    const start = await seen();
    clock().advance(30_000);
    expect(await seen()).toBe(start);
    clock().advance(31_000);
    expect(await seen()).toBe(clock().now().toISOString());
  });
});
