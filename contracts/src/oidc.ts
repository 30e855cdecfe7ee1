/**
 * OpenID Connect single sign-on (docs/ACCOUNTS.md, "Single sign-on"; docs/API.md, "Single
 * sign-on"): the admin's settings, what the login page learns, and an account's linked identities.
 */
import { z } from 'zod';

export const OIDC_DEFAULT_SCOPES = 'openid profile email';
export const OIDC_DEFAULT_USERNAME_CLAIM = 'preferred_username';
export const OIDC_DEFAULT_BUTTON_LABEL = 'SSO';

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} must be a string` })
    .trim()
    .max(max, `${name} must be at most ${max} characters`);

/** `PUT /api/admin/oidc`. The client secret is write-only: absent keeps it, '' clears it. */
export const oidcSettingsInput = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  /** The provider's issuer URL; its discovery document is at /.well-known/openid-configuration. */
  issuer: text('issuer', 512).refine((v) => v === '' || /^https?:\/\/\S+$/.test(v), {
    message: 'issuer must start with http:// or https://',
  }),
  client_id: text('client_id', 256),
  client_secret: z
    .string({ error: 'client_secret must be a string' })
    .max(1024, 'client_secret must be at most 1024 characters')
    .optional(),
  scopes: text('scopes', 512).refine((v) => v.split(/\s+/).includes('openid'), {
    message: 'scopes must include openid',
  }),
  username_claim: text('username_claim', 64).min(1, 'username_claim is required'),
  /** A claim whose value (or one of whose values) equal to `admin_value` makes the account an admin. */
  admin_claim: text('admin_claim', 64),
  admin_value: text('admin_value', 256),
  /** Whether a first sign-in with no linked account makes one (role user, no permission). */
  auto_create: z.boolean({ error: 'auto_create must be true or false' }),
  button_label: text('button_label', 64).min(1, 'button_label is required'),
  /** Where people reach CloudPaste (https://paste.example.com); the redirect URI is built on it. */
  public_origin: text('public_origin', 512).refine(
    (value) => value === '' || /^https?:\/\/[^/?#\s]+$/.test(value),
    { message: 'public_origin must be an origin such as https://paste.example.com' },
  ),
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

/**
 * The redirect URI registered at the provider: the callback path on the public origin of the
 * settings (never a request's Host header); null while that origin is empty or not an origin.
 */
export function oidcRedirectUri(publicOrigin: string): string | null {
  const origin = oidcSettingsInput.shape.public_origin.safeParse(publicOrigin);
  return origin.success && origin.data ? `${origin.data}${OIDC_CALLBACK_PATH}` : null;
}
