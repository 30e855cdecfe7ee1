/**
 * Single sign-on with OpenID Connect (docs/ACCOUNTS.md, "Single sign-on"; docs/API.md, "Single
 * sign-on"). The browser is sent to the provider by /auth/oidc/start (or, to link an identity to
 * the signed-in account, by the URL /account/oidc/link answers) and comes back to
 * /auth/oidc/callback, which sends it to the web app: on success with the new session in a
 * short-lived httpOnly cookie that /auth/oidc/session turns into the usual login answer, else with
 * the reason in the query (`sso_error`) for the page to word in the user's language.
 */
import { oidcSettingsInput, type LoginResult } from '@cloudpaste/contracts';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { AppError, unauthorized } from '../errors.js';
import { actorOf, audited, picked, recordAudit } from '../http/audit-trail.js';
import { isHttps } from '../http/public-origin.js';
import { ok } from '../http/respond.js';
import type { AppEnv } from '../http/types.js';
import { parseBody } from '../http/validate.js';
import type { TrustProxy } from '../lib/trust-proxy.js';
import { accountOf, requireAccount, requireAdmin } from '../middleware/auth.js';
import { clientAddress } from '../middleware/client-address.js';
import { accountIdOf } from '../policies/access.js';
import type { AuthService } from '../services/accounts/auth.service.js';
import { OIDC_FLOW_TTL_MS, type OidcServices } from '../services/accounts/index.js';

/** The state this browser was given, checked against the callback's (sign-in CSRF). */
const STATE_COOKIE = 'cp_oidc_state';
/** The session a callback opened, until the web app fetches it (a minute at most). */
const SESSION_COOKIE = 'cp_oidc_session';
const COOKIE_PATH = '/api/auth/oidc';
/** The web app's pages a flow ends on: the sign-in (the admin area) and the Account page. */
const LOGIN_PAGE = '/admin';
const ACCOUNT_PAGE = '/admin/account';

export function oidcRoutes(oidc: OidcServices, auth: AuthService, trustProxy: TrustProxy) {
  const cookie = (c: Context<AppEnv>, name: string, value: string, maxAgeMs: number) =>
    setCookie(c, name, value, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'Lax',
      secure: isHttps(c, trustProxy),
      maxAge: Math.floor(maxAgeMs / 1000),
    });
  const start = async (c: Context<AppEnv>, intent: 'login' | 'link', accountId: string | null) => {
    const { url, state } = await oidc.signIn.start(intent, accountId);
    cookie(c, STATE_COOKIE, state, OIDC_FLOW_TTL_MS);
    return url;
  };

  return new Hono<AppEnv>()
    .get('/auth/oidc', async (c) => ok(c, await oidc.settings.loginState()))
    .get('/auth/oidc/start', async (c) => {
      try {
        return c.redirect(await start(c, 'login', null), 302);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return c.redirect(`${LOGIN_PAGE}?sso_error=${encodeURIComponent(error.reason)}`, 302);
      }
    })
    .get('/auth/oidc/callback', async (c) => {
      const browserState = getCookie(c, STATE_COOKIE);
      deleteCookie(c, STATE_COOKIE, { path: COOKIE_PATH });
      const client = {
        address: clientAddress(c, trustProxy),
        userAgent: c.req.header('User-Agent') ?? null,
      };
      const query = new URL(c.req.url).searchParams;
      const outcome = await oidc.signIn.callback(query, browserState, client);
      if (!outcome.ok) {
        // A flood of refused states (429) is counted, not written one entry each.
        if (outcome.status !== 429)
          await recordAudit(c, {
            action: 'auth.oidc_login.failure',
            actor: { kind: 'anonymous', id: null, label: null },
            detail: { intent: outcome.intent, reason: outcome.reason, account: outcome.accountId },
          });
        const page = outcome.intent === 'link' ? ACCOUNT_PAGE : LOGIN_PAGE;
        return c.redirect(`${page}?sso_error=${encodeURIComponent(outcome.reason)}`, 302);
      }
      if (outcome.intent === 'link') {
        await recordAudit(c, {
          action: 'account.oidc_link',
          actor: { kind: 'user', id: outcome.accountId, label: outcome.username },
          target: { type: 'oidc_identity', id: outcome.identityId },
        });
        return c.redirect(`${ACCOUNT_PAGE}?sso=linked`, 302);
      }
      await recordAudit(c, {
        action: 'auth.oidc_login.success',
        actor: actorOf(await auth.authenticate(outcome.session.token)),
        detail: { created: outcome.created },
      });
      cookie(c, SESSION_COOKIE, outcome.session.token, 60_000);
      return c.redirect(`${LOGIN_PAGE}?sso=done`, 302);
    })
    .post('/auth/oidc/session', async (c) => {
      const token = getCookie(c, SESSION_COOKIE);
      deleteCookie(c, SESSION_COOKIE, { path: COOKIE_PATH });
      const account = token ? await auth.authenticate(token) : null;
      if (!token || !account) throw unauthorized('oidc.stateInvalid');
      const result: LoginResult = {
        username: account.username,
        token,
        expiresAt: account.expiresAt ?? '',
        role: account.type,
      };
      return ok(c, result, 'login successful');
    })
    .get('/admin/oidc', requireAdmin, async (c) => ok(c, await oidc.settings.view()))
    .put(
      '/admin/oidc',
      requireAdmin,
      audited('settings.oidc_update', {
        detail: picked('enabled', 'issuer', 'client_id', 'auto_create', 'client_secret_set'),
      }),
      async (c) => ok(c, await oidc.settings.update(await parseBody(c, oidcSettingsInput))),
    )
    .get('/account/oidc', requireAccount, async (c) =>
      ok(c, await oidc.identities.list(accountIdOf(accountOf(c)))),
    )
    .post('/account/oidc/link', requireAccount, async (c) =>
      ok(c, { url: await start(c, 'link', accountIdOf(accountOf(c))) }),
    )
    .delete(
      '/account/oidc/:id',
      requireAccount,
      audited('account.oidc_unlink', { target: 'oidc_identity', detail: picked('issuer') }),
      async (c) =>
        ok(c, await oidc.identities.unlink(accountIdOf(accountOf(c)), c.req.param('id'))),
    );
}
