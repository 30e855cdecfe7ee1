/** What the single sign-on routes answer as `data` (oidc.ts holds the interfaces). */
import { z } from 'zod';
import type { OidcIdentityInfo, OidcLinkStart, OidcLoginState, OidcSettingsView } from '../oidc.js';
import type { Proof, Same } from './proof.js';

export const oidcSettingsAnswer = z.object({
  enabled: z.boolean(),
  issuer: z.string(),
  client_id: z.string(),
  client_secret_set: z
    .boolean()
    .meta({ description: 'Whether a client secret is stored; the secret is never answered' }),
  scopes: z.string(),
  username_claim: z.string(),
  admin_claim: z.string(),
  admin_value: z.string(),
  auto_create: z.boolean(),
  button_label: z.string(),
  public_origin: z.string(),
  redirect_uri: z
    .string()
    .nullable()
    .meta({ description: 'The redirect URI to register at the provider' }),
});

export const oidcLoginStateAnswer = z.object({ enabled: z.boolean(), label: z.string() });

export const oidcIdentityAnswer = z.object({
  id: z.string(),
  issuer: z.string(),
  subject: z.string(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});

export const oidcLinkStartAnswer = z.object({
  url: z.string().meta({ description: "The provider's authorization URL to send the browser to" }),
});

export type OidcAnswerProofs = [
  Proof<Same<z.output<typeof oidcSettingsAnswer>, OidcSettingsView>>,
  Proof<Same<z.output<typeof oidcLoginStateAnswer>, OidcLoginState>>,
  Proof<Same<z.output<typeof oidcIdentityAnswer>, OidcIdentityInfo>>,
  Proof<Same<z.output<typeof oidcLinkStartAnswer>, OidcLinkStart>>,
];
