/**
 * A test app with single sign-on set up against a test identity provider (oidc-idp.ts), and the
 * browser's side of the flow: start, the provider, and the callback with the state cookie.
 */
import { createTestApp, TestClock, type TestApp } from './create-test-app.js';
import {
  authorizeAt,
  IDP_CLIENT_ID,
  IDP_CLIENT_SECRET,
  startTestIdp,
  type TestIdp,
} from './oidc-idp.js';

export const PUBLIC_ORIGIN = 'http://cloudpaste.test';
export const REDIRECT_URI = `${PUBLIC_ORIGIN}/api/auth/oidc/callback`;

export interface OidcTestApp {
  t: TestApp;
  idp: TestIdp;
  /** The server's clock (the provider keeps the real one). */
  clock: TestClock;
  admin: string;
  close(): Promise<void>;
}

export async function oidcTestApp(settings: Record<string, unknown> = {}): Promise<OidcTestApp> {
  const idp = await startTestIdp({ redirectUri: REDIRECT_URI });
  const clock = new TestClock(new Date());
  const t = await createTestApp({ clock });
  const admin = await t.adminToken();
  const saved = await t.call('PUT', '/api/admin/oidc', {
    token: admin,
    body: oidcSettings(idp.issuer, settings),
  });
  if (saved.status !== 200) throw new Error(`settings refused: ${saved.text}`);
  return {
    t,
    idp,
    clock,
    admin,
    close: async () => {
      await t.close();
      await idp.close();
    },
  };
}

export function oidcSettings(issuer: string, changes: Record<string, unknown> = {}) {
  return {
    enabled: true,
    issuer,
    client_id: IDP_CLIENT_ID,
    client_secret: IDP_CLIENT_SECRET,
    scopes: 'openid profile email groups',
    username_claim: 'preferred_username',
    admin_claim: 'groups',
    admin_value: 'cloudpaste-admins',
    auto_create: true,
    button_label: 'Test IdP',
    public_origin: PUBLIC_ORIGIN,
    ...changes,
  };
}

/** A started flow: the provider's URL and the state cookie the browser was given. */
export async function started(t: TestApp, link?: string) {
  const res = link
    ? await t.call('POST', '/api/account/oidc/link', { token: link })
    : await t.app.request('/api/auth/oidc/start');
  const location = link
    ? (res as Awaited<ReturnType<TestApp['call']>>).json.data.url
    : res.headers.get('location');
  const cookie = res.headers.getSetCookie().find((line) => line.startsWith('cp_oidc_state='));
  if (!location || !cookie) throw new Error(`no flow started: ${res.status}`);
  return { url: location as string, cookie: cookie.split(';')[0]! };
}

/** The callback as the browser makes it: the provider's redirect, with the state cookie. */
export async function callback(t: TestApp, target: URL, cookie: string) {
  const res = await t.app.request(`${target.pathname}${target.search}`, { headers: { cookie } });
  const location = new URL(res.headers.get('location') ?? '/', PUBLIC_ORIGIN);
  const session = res.headers.getSetCookie().find((line) => line.startsWith('cp_oidc_session='));
  return { status: res.status, location, session: session?.split(';')[0] };
}

/** A whole sign-in as `sub`: start, the provider, the callback, and the session fetched. */
export async function signInThroughIdp(
  o: OidcTestApp,
  sub: string,
  claims: Record<string, unknown>,
) {
  o.idp.signInAs(sub, claims);
  const flow = await started(o.t);
  const back = await callback(o.t, await authorizeAt(flow.url, REDIRECT_URI), flow.cookie);
  if (!back.session) return { ...back, login: undefined };
  const res = await o.t.app.request('/api/auth/oidc/session', {
    method: 'POST',
    headers: { cookie: back.session },
  });
  const body = (await res.json()) as { data: { token: string; username: string; role: string } };
  return { ...back, login: body.data };
}
