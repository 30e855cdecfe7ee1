/**
 * Whose address the limits count, behind each TRUST_PROXY form, and HSTS on HTTPS requests. A
 * socket peer is given as @hono/node-server would (the request's env), since app.request has none.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  createTestApp,
  type TestApp,
  type TestAppOptions,
} from '../../test/create-test-app.js';
import { parseTrustProxy, type TrustProxy } from '../lib/trust-proxy.js';

let t: TestApp | undefined;
afterEach(() => t?.close());

async function app(options: TestAppOptions) {
  t = await createTestApp(options);
  return t;
}

interface From {
  /** The socket's peer. */
  peer?: string;
  forwardedFor?: string;
}

async function login(password: string, from: From): Promise<number> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (from.forwardedFor) headers['X-Forwarded-For'] = from.forwardedFor;
  const env = from.peer ? { incoming: { socket: { remoteAddress: from.peer } } } : undefined;
  const res = await t!.app.request(
    '/api/admin/login',
    { method: 'POST', headers, body: JSON.stringify({ username: ADMIN_USERNAME, password }) },
    env,
  );
  return res.status;
}

/** Five wrong passwords, each from `from(i)`: the free ones of one account at one address. */
async function guessFive(from: (i: number) => From) {
  for (let i = 0; i < 5; i++) expect(await login(`guess ${i}`, from(i))).toBe(401);
}

describe('the client behind a proxy', () => {
  it('TRUST_PROXY=true: the entry the proxy appended, so rotating the ones before it escapes nothing', async () => {
    await app({ trustProxy: true });
    await guessFive((i) => ({ forwardedFor: `198.51.100.${i}, 203.0.113.7` }));
    expect(await login('guess', { forwardedFor: '198.51.100.99, 203.0.113.7' })).toBe(429);
    expect(await login(ADMIN_PASSWORD, { forwardedFor: '203.0.113.7' })).toBe(429);
    // Another client, with no failures of its own, signs in while that one waits.
    expect(await login(ADMIN_PASSWORD, { forwardedFor: '203.0.113.8' })).toBe(200);
  });

  it('TRUST_PROXY=2: the entry two places from the right', async () => {
    await app({ trustProxy: { kind: 'hops', hops: 2 } });
    await guessFive((i) => ({ forwardedFor: `198.51.100.${i}, 203.0.113.7, 10.0.0.${i}` }));
    expect(await login(ADMIN_PASSWORD, { forwardedFor: '203.0.113.7, 10.0.0.1' })).toBe(429);
    expect(await login(ADMIN_PASSWORD, { forwardedFor: '203.0.113.8, 10.0.0.1' })).toBe(200);
  });

  it('TRUST_PROXY=<proxies>: believed only from a listed peer, walking past listed proxies', async () => {
    await app({ trustProxy: parseTrustProxy('127.0.0.1, 10.0.0.0/8') as TrustProxy });
    // The proxy's socket as a dual-stack server names it.
    const viaProxy = (forwardedFor: string): From => ({ peer: '::ffff:127.0.0.1', forwardedFor });
    await guessFive((i) => viaProxy(`198.51.100.${i}, 203.0.113.7, 10.0.0.${i}`));
    expect(await login(ADMIN_PASSWORD, viaProxy('203.0.113.7'))).toBe(429);
    expect(await login(ADMIN_PASSWORD, viaProxy('203.0.113.8, 10.1.2.3'))).toBe(200);
    // Not from a proxy: its X-Forwarded-For is the client's own invention, and ignored.
    await guessFive((i) => ({ peer: '192.0.2.50', forwardedFor: `198.51.100.${i}` }));
    expect(await login(ADMIN_PASSWORD, { peer: '192.0.2.50', forwardedFor: '203.0.113.9' })).toBe(
      429,
    );
  });

  it('TRUST_PROXY=false: the socket peer, whatever X-Forwarded-For says', async () => {
    await app({});
    await guessFive((i) => ({ peer: '192.0.2.50', forwardedFor: `198.51.100.${i}` }));
    expect(await login(ADMIN_PASSWORD, { peer: '192.0.2.50', forwardedFor: '203.0.113.9' })).toBe(
      429,
    );
    expect(await login(ADMIN_PASSWORD, { peer: '192.0.2.51' })).toBe(200);
  });
});

describe('Strict-Transport-Security', () => {
  const hsts = async (path: string, headers: Record<string, string> = {}) =>
    (await t!.app.request(path, { headers })).headers.get('Strict-Transport-Security');

  it('is sent when the trusted proxy says the request came over HTTPS, or it did itself', async () => {
    await app({ trustProxy: true, hstsMaxAgeSeconds: 600 });
    expect(await hsts('/api/health', { 'X-Forwarded-Proto': 'https' })).toBe('max-age=600');
    expect(await hsts('/', { 'X-Forwarded-Proto': 'https' })).toBe('max-age=600');
    expect(await hsts('/api/health', { 'X-Forwarded-Proto': 'http' })).toBeNull();
    expect(await hsts('https://files.example/api/health')).toBe('max-age=600');
    expect(await hsts('/api/health')).toBeNull();
  });

  it('is not sent on a forwarded scheme nobody trusts, nor when HSTS_MAX_AGE is 0', async () => {
    await app({ hstsMaxAgeSeconds: 600 });
    expect(await hsts('/api/health', { 'X-Forwarded-Proto': 'https' })).toBeNull();
    await t!.close();
    await app({ trustProxy: true, hstsMaxAgeSeconds: 0 });
    expect(await hsts('/api/health', { 'X-Forwarded-Proto': 'https' })).toBeNull();
  });
});
