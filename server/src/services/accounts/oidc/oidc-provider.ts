/**
 * The identity provider as openid-client sees it (docs/ACCOUNTS.md, "Single sign-on"): discovery
 * (kept five minutes per issuer), the authorization URL with PKCE S256, state and nonce, and the
 * code exchange with the ID token checked (issuer, audience, nonce, expiry, signature against the
 * provider's JWKS). openid-client refuses http: an http issuer is allowed only on a loopback
 * address (a provider on this machine, as in the tests), never elsewhere.
 */
import { ErrorCode } from '@cloudpaste/contracts';
import * as client from 'openid-client';
import { AppError } from '../../../errors.js';
import type { Clock } from '../../../lib/time.js';
import type { ActiveOidc } from './oidc-settings.service.js';

const DISCOVERY_KEPT_MS = 5 * 60_000;
const PROVIDER_TIMEOUT_S = 10;

export type OidcClaims = Record<string, unknown> & { sub: string; iss: string };

/** Whether openid-client must be allowed plain http for this issuer: only on a loopback host. */
export function insecureIssuer(issuer: string): boolean {
  const url = new URL(issuer);
  if (url.protocol === 'https:') return false;
  return url.protocol !== 'http:' || !isLoopback(url.hostname);
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export class OidcProvider {
  private readonly discovered = new Map<string, { server: client.ServerMetadata; at: number }>();

  constructor(private readonly clock: Clock) {}

  async authorizationRequest(s: ActiveOidc): Promise<AuthorizationRequest> {
    const config = await this.configuration(s);
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: s.redirectUri,
      scope: s.scopes,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state, nonce, codeVerifier };
  }

  /** The checked ID token's claims, completed from the userinfo endpoint when it has one. */
  async exchange(
    s: ActiveOidc,
    callbackUrl: URL,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<OidcClaims> {
    const config = await this.configuration(s);
    const tokens = await client
      .authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      })
      .catch(rethrown);
    const idClaims = tokens.claims();
    if (!idClaims) throw tokenInvalid();
    let info: Record<string, unknown> = {};
    if (config.serverMetadata().userinfo_endpoint && tokens.access_token)
      info = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub).catch(rethrown);
    return { ...info, ...idClaims } as OidcClaims;
  }

  private async configuration(s: ActiveOidc): Promise<client.Configuration> {
    const insecure = s.issuer.startsWith('http:');
    // Saving such an issuer is refused; this keeps a row written by other means from using one.
    if (insecure && insecureIssuer(s.issuer))
      throw new AppError(400, ErrorCode.BAD_REQUEST, 'oidc.insecureIssuer');
    const metadata: Partial<client.ClientMetadata> = {
      // Token times are judged by this server's clock, the one every other expiry here uses.
      [client.clockSkew]: Math.round((this.clock.now().getTime() - Date.now()) / 1000),
      ...(s.clientSecret ? { client_secret: s.clientSecret } : {}),
    };
    const auth = s.clientSecret ? client.ClientSecretBasic(s.clientSecret) : client.None();
    const config = new client.Configuration(
      await this.server(s, insecure),
      s.client_id,
      metadata,
      auth,
    );
    config.timeout = PROVIDER_TIMEOUT_S;
    if (insecure) client.allowInsecureRequests(config);
    return config;
  }

  private async server(s: ActiveOidc, insecure: boolean): Promise<client.ServerMetadata> {
    const now = Date.now();
    const kept = this.discovered.get(s.issuer);
    if (kept && now - kept.at < DISCOVERY_KEPT_MS) return kept.server;
    const config = await client
      .discovery(new URL(s.issuer), s.client_id, undefined, undefined, {
        timeout: PROVIDER_TIMEOUT_S,
        ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
      })
      .catch(() => {
        throw unreachable();
      });
    const server = config.serverMetadata();
    this.discovered.set(s.issuer, { server, at: now });
    return server;
  }
}

const tokenInvalid = () => new AppError(401, ErrorCode.UNAUTHORIZED, 'oidc.tokenInvalid');
const unreachable = () => new AppError(502, ErrorCode.UPSTREAM_FAILED, 'oidc.providerUnreachable');

const NETWORK_CODES = new Set([
  'OAUTH_TIMEOUT',
  'OAUTH_ABORT',
  'OAUTH_RESPONSE_IS_NOT_CONFORM',
  'OAUTH_RESPONSE_IS_NOT_JSON',
]);

/** openid-client's failures as the reasons the login page shows. */
function rethrown(error: unknown): never {
  if (error instanceof client.AuthorizationResponseError)
    throw new AppError(401, ErrorCode.UNAUTHORIZED, 'oidc.providerRefused');
  if (error instanceof client.ResponseBodyError)
    throw new AppError(401, ErrorCode.UNAUTHORIZED, 'oidc.codeRejected');
  if (
    error instanceof TypeError ||
    (error instanceof client.ClientError && NETWORK_CODES.has(error.code ?? ''))
  )
    throw unreachable();
  throw tokenInvalid();
}
