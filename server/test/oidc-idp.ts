/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a loopback port, for the single
 * sign-on tests (docs/ACCOUNTS.md, "Single sign-on"). Each test says who signs in next (`signInAs`)
 * and, for route tests, the interaction finishes at once as that account; with `interactive` a
 * login form asks for the account instead (e2e). Consent is given by the provider itself.
 */
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type OidcContext } from 'oidc-provider';

export const IDP_CLIENT_ID = 'cloudpaste';
export const IDP_CLIENT_SECRET = 'idp-client-secret-not-a-real-one';
const SCOPES = 'openid profile email groups';

export interface TestIdp {
  issuer: string;
  /** The account the next interaction signs in as, and its claims. */
  signInAs(sub: string, claims?: Record<string, unknown>): void;
  /** Lifetime of the ID tokens it issues from now on, in seconds (an hour by default). */
  idTokenTtl: number;
  close(): Promise<void>;
}

export async function startTestIdp(options: {
  redirectUri: string;
  interactive?: boolean;
}): Promise<TestIdp> {
  const accounts = new Map<string, Record<string, unknown>>();
  let next = '';
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const idp: TestIdp = {
    issuer,
    idTokenTtl: 3600,
    signInAs(sub, claims = {}) {
      next = sub;
      accounts.set(sub, claims);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: IDP_CLIENT_ID,
        client_secret: IDP_CLIENT_SECRET,
        redirect_uris: [options.redirectUri],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: {
      openid: ['sub'],
      profile: ['preferred_username', 'name'],
      email: ['email'],
      groups: ['groups'],
    },
    cookies: { keys: ['test-idp-cookie-key'] },
    features: { devInteractions: { enabled: false } },
    ttl: {
      IdToken: () => idp.idTokenTtl,
      AccessToken: 600,
      Interaction: 600,
      Grant: 600,
      Session: 600,
    },
    jwks: { keys: [signingKey()] },
    findAccount: (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: () => ({ sub, ...(accounts.get(sub) ?? {}) }),
    }),
    // The provider grants what CloudPaste asks for: no consent page to click through.
    loadExistingGrant: async (ctx: OidcContext) => {
      const { client, session, provider: p } = ctx.oidc;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return p.Grant.find(grantId);
      const grant = new p.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(SCOPES);
      await grant.save();
      return grant;
    },
  });
  const handle = provider.callback();
  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return handle(req, res);
    if (!options.interactive)
      return void provider.interactionFinished(req, res, { login: { accountId: next } });
    if (req.method !== 'POST')
      return void res.setHeader('content-type', 'text/html').end(LOGIN_FORM);
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const accountId = new URLSearchParams(body).get('login') ?? '';
      void provider.interactionFinished(req, res, { login: { accountId } });
    });
  });
  return idp;
}

/** A fresh RS256 signing key of the provider, as a private JWK. */
function signingKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: 'test-idp', alg: 'RS256', use: 'sig' };
}

/** The interactive provider's sign-in page: any account it was told of (signInAs) signs in. */
const LOGIN_FORM = `<!doctype html><html lang="en"><title>Test IdP</title>
<form method="post"><label>Account <input name="login" autofocus></label>
<button type="submit">Sign in at the IdP</button></form></html>`;

/** A cookie jar of one browser: name to value (the provider's cookies have distinct names). */
export class CookieJar {
  private readonly values = new Map<string, string>();

  keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line))
        this.values.delete(name);
      else this.values.set(name, value);
    }
  }

  header(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Follows the provider's redirects from the authorization URL as a browser would, until one leaves
 * for `redirectUri`: that URL (with the code and state) is the answer.
 */
export async function authorizeAt(url: string, redirectUri: string): Promise<URL> {
  const jar = new CookieJar();
  let current = url;
  for (let hop = 0; hop < 10; hop += 1) {
    const res = await fetch(current, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.keep(res);
    const location = res.headers.get('location');
    if (!location) throw new Error(`the provider stopped at ${res.status}: ${await res.text()}`);
    const target = new URL(location, current);
    if (target.href.startsWith(redirectUri)) return target;
    current = target.href;
  }
  throw new Error('the provider redirected too often');
}
