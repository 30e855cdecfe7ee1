/**
 * Single sign-on with OpenID Connect (docs/ACCOUNTS.md, "Single sign-on"): a sign-in or a link
 * starts here with a flow row (state, nonce, PKCE verifier) that any server instance can read, and
 * ends at the callback, which takes that row once, checks the provider's answer and opens a session
 * exactly as a password sign-in does. Two-factor sign-in is not asked again: the provider's own
 * sign-in (and its MFA) stands for it.
 */
import type { LoginResult } from '@cloudpaste/contracts';
import type { ErrorReason } from '@cloudpaste/contracts/error-messages';
import { AppError } from '../../../errors.js';
import { keyedHash, safeEqual } from '../../../lib/crypto.js';
import type { AttemptLimiter } from '../../../lib/attempt-limiter.js';
import type { Clock } from '../../../lib/time.js';
import type { OidcRepository } from '../../../repositories/oidc.repository.js';
import type { AdminRepository } from '../../../repositories/admin.repository.js';
import { addressKeys, countFailure } from '../../attempts/index.js';
import { refuseInactive } from '../account-principal.js';
import type { SignInClient } from '../auth.service.js';
import { accountFor, link } from './oidc-accounts.js';
import type { OidcProvider } from './oidc-provider.js';
import type { OidcSettingsService } from './oidc-settings.service.js';

/** How long a started sign-in may take at the provider. */
export const OIDC_FLOW_TTL_MS = 10 * 60_000;

export type OidcIntent = 'login' | 'link';

export type OidcOutcome =
  | {
      ok: true;
      intent: 'login';
      accountId: string;
      username: string;
      created: boolean;
      session: LoginResult;
    }
  | { ok: true; intent: 'link'; accountId: string; username: string; identityId: string }
  | {
      ok: false;
      intent: OidcIntent;
      reason: ErrorReason;
      status: number;
      accountId: string | null;
    };

export interface OidcSignInOptions {
  rows: OidcRepository;
  admins: AdminRepository;
  settings: OidcSettingsService;
  provider: OidcProvider;
  /** A session for the account, as a password sign-in makes one (AuthService.openSession). */
  openSession: (accountId: string, client: SignInClient) => Promise<LoginResult>;
  secret: string;
  clock: Clock;
  attempts: AttemptLimiter;
}

export class OidcSignInService {
  constructor(private readonly o: OidcSignInOptions) {}

  /** The provider's authorization URL and the state the browser must bring back. */
  async start(
    intent: OidcIntent,
    accountId: string | null,
  ): Promise<{ url: string; state: string }> {
    const settings = await this.o.settings.active();
    const now = this.o.clock.now();
    await this.o.rows.deleteExpiredFlows(now.toISOString());
    const request = await this.o.provider.authorizationRequest(settings);
    await this.o.rows.insertFlow({
      state_hash: this.hash(request.state),
      nonce: request.nonce,
      code_verifier: request.codeVerifier,
      intent,
      account_id: accountId,
      redirect_uri: settings.redirectUri,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + OIDC_FLOW_TTL_MS).toISOString(),
    });
    return { url: request.url, state: request.state };
  }

  /**
   * The provider's answer (`query`, the callback's query string) for the state this browser was
   * given (`browserState`, from its cookie). Never throws: the outcome says what to show.
   */
  async callback(
    query: URLSearchParams,
    browserState: string | undefined,
    client: SignInClient,
  ): Promise<OidcOutcome> {
    const state = query.get('state') ?? '';
    const flow =
      state && browserState && safeEqual(state, browserState)
        ? await this.o.rows.takeFlow(this.hash(state))
        : undefined;
    if (!flow || flow.expires_at <= this.o.clock.now().toISOString()) {
      // A wrong or replayed state counts against the address like a wrong password.
      const status = await countFailure(this.o.attempts, addressKeys(client.address)).then(
        () => 400,
        () => 429,
      );
      return { ok: false, intent: 'login', reason: 'oidc.stateInvalid', status, accountId: null };
    }
    const intent = flow.intent;
    try {
      const settings = await this.o.settings.active();
      const url = new URL(flow.redirect_uri);
      url.search = query.toString();
      const claims = await this.o.provider.exchange(settings, url, {
        state,
        nonce: flow.nonce,
        codeVerifier: flow.code_verifier,
      });
      const accounts = { admins: this.o.admins, rows: this.o.rows, clock: this.o.clock };
      if (intent === 'link' && flow.account_id) {
        const identity = await link(accounts, flow.account_id, claims);
        const row = await this.o.admins.findById(flow.account_id);
        const username = row?.username ?? '';
        return { ok: true, intent, accountId: flow.account_id, username, identityId: identity.id };
      }
      const { account, created } = await accountFor(accounts, settings, claims);
      refuseInactive(account.status);
      const session = await this.o.openSession(account.id, client);
      return {
        ok: true,
        intent: 'login',
        accountId: account.id,
        username: account.username,
        created,
        session,
      };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return {
        ok: false,
        intent,
        reason: error.reason,
        status: error.status,
        accountId: flow.account_id,
      };
    }
  }

  private hash(state: string): string {
    return keyedHash(this.o.secret, `oidc-state:${state}`);
  }
}
