/**
 * OpenID Connect single sign-on (docs/ACCOUNTS.md, "Single sign-on"; docs/API.md, "Single
 * sign-on"): the admin's settings, what the login page learns, and an account's linked identities.
 */
import { z } from 'zod';

export const OIDC_DEFAULT_SCOPES = 'openid profile email';
export const OIDC_DEFAULT_USERNAME_CLAIM = 'preferred_username';
export const OIDC_DEFAULT_BUTTON_LABEL = 'SSO';

const text = (max: number) => z.string().trim().max(max, `at most ${max} characters`);
const origin = z
  .string()
  .trim()
  .max(512)
  .refine((value) => value === '' || /^https?:\/\/[^/?#\s]+$/.test(value), {
    message: 'must be an origin such as https://paste.example.com',
  });

/** `PUT /api/admin/oidc`. The client secret is write-only: absent keeps it, '' clears it. */
export const oidcSettingsInput = z.object({
  enabled: z.boolean(),
  /** The provider's issuer URL; its discovery document is at /.well-known/openid-configuration. */
  issuer: z
    .string()
    .trim()
    .max(512)
    .refine((v) => v === '' || /^https?:\/\/\S+$/.test(v), 'issuer must be an http(s) URL'),
  client_id: text(256),
  client_secret: z.string().max(1024).optional(),
  scopes: text(512).refine((v) => v.split(/\s+/).includes('openid'), 'scopes must include openid'),
  username_claim: text(64).min(1, 'username claim is required'),
  /** A claim whose value (or one of whose values) equal to `admin_value` makes the account an admin. */
  admin_claim: text(64),
  admin_value: text(256),
  /** Whether a first sign-in with no linked account makes one (role user, no permission). */
  auto_create: z.boolean(),
  button_label: text(64).min(1, 'button label is required'),
  /** Where people reach CloudPaste (https://paste.example.com); the redirect URI is built on it. */
  public_origin: origin,
});
export type OidcSettingsInput = z.infer<typeof oidcSettingsInput>;

/** The settings as the admin reads them: never the secret, only whether one is set. */
export interface OidcSettingsView extends Omit<OidcSettingsInput, 'client_secret'> {
  client_secret_set: boolean;
  /** The redirect URI to register at the provider; null until the public origin is set. */
  redirect_uri: string | null;
}

/** `GET /api/auth/oidc`: what the login page shows. */
export interface OidcLoginState {
  enabled: boolean;
  label: string;
}

/** An identity of the provider linked to the caller's account. */
export interface OidcIdentityInfo {
  id: string;
  issuer: string;
  subject: string;
  created_at: string;
  last_login_at: string | null;
}

/** `POST /api/account/oidc/link`: where the browser goes to link an identity. */
export interface OidcLinkStart {
  url: string;
}

/** The path every callback comes back to, on the configured public origin. */
export const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';
