/**
 * The admin's single sign-on settings (docs/ACCOUNTS.md, "Single sign-on"): one database row read
 * on each use, so a change through any server instance applies everywhere at once. The client
 * secret is sealed under the server secret and never answered: the view says only whether it is set.
 */
import {
  oidcRedirectUri,
  OIDC_DEFAULT_BUTTON_LABEL,
  OIDC_DEFAULT_SCOPES,
  OIDC_DEFAULT_USERNAME_CLAIM,
  type OidcLoginState,
  type OidcSettingsInput,
  type OidcSettingsView,
} from '@cloudpaste/contracts';
import { badRequest, forbidden } from '../../../errors.js';
import { SecretBoxError, type SecretBox } from '../../../lib/secret-box.js';
import type { Clock } from '../../../lib/time.js';
import type { OidcRepository } from '../../../repositories/oidc.repository.js';
import { insecureIssuer } from './oidc-provider.js';

export type OidcSettings = Omit<OidcSettingsInput, 'client_secret'>;

/** Settings ready for a sign-in: enabled and complete, with the secret opened. */
export interface ActiveOidc extends OidcSettings {
  clientSecret: string | null;
  redirectUri: string;
}

const SECRET_CONTEXT = 'oidc_settings.client_secret';

export const DEFAULT_OIDC_SETTINGS: OidcSettings = {
  enabled: false,
  issuer: '',
  client_id: '',
  scopes: OIDC_DEFAULT_SCOPES,
  username_claim: OIDC_DEFAULT_USERNAME_CLAIM,
  admin_claim: '',
  admin_value: '',
  auto_create: false,
  button_label: OIDC_DEFAULT_BUTTON_LABEL,
  public_origin: '',
};

export class OidcSettingsService {
  constructor(private readonly o: { rows: OidcRepository; box: SecretBox; clock: Clock }) {}

  async view(): Promise<OidcSettingsView> {
    const { settings, sealed } = await this.stored();
    return {
      ...settings,
      client_secret_set: sealed !== null,
      redirect_uri: oidcRedirectUri(settings.public_origin),
    };
  }

  async update(input: OidcSettingsInput): Promise<OidcSettingsView> {
    const { client_secret: secret, ...settings } = input;
    if (settings.enabled && (!settings.issuer || !settings.client_id || !settings.public_origin))
      throw badRequest('oidc.notConfigured');
    if (settings.issuer && insecureIssuer(settings.issuer)) throw badRequest('oidc.insecureIssuer');
    const { sealed } = await this.stored();
    const client_secret =
      secret === undefined
        ? sealed
        : secret === ''
          ? null
          : this.o.box.seal(secret, SECRET_CONTEXT);
    await this.o.rows.saveSettings({
      config: JSON.stringify(settings),
      client_secret,
      updated_at: this.o.clock.now().toISOString(),
    });
    return this.view();
  }

  async loginState(): Promise<OidcLoginState> {
    const { settings } = await this.stored();
    return { enabled: usable(settings), label: settings.button_label };
  }

  /** The settings for a sign-in, or 403 `oidc.disabled` while single sign-on is off or incomplete. */
  async active(): Promise<ActiveOidc> {
    const { settings, sealed } = await this.stored();
    const redirectUri = oidcRedirectUri(settings.public_origin);
    if (!usable(settings) || !redirectUri) throw forbidden('oidc.disabled');
    return { ...settings, clientSecret: this.opened(sealed), redirectUri };
  }

  /**
   * The stored secret; a backup restored under another server secret cannot open it, which leaves
   * single sign-on unconfigured until the admin enters the secret again.
   */
  private opened(sealed: string | null): string | null {
    if (sealed === null) return null;
    try {
      return this.o.box.open(sealed, SECRET_CONTEXT);
    } catch (error) {
      if (error instanceof SecretBoxError) throw badRequest('oidc.notConfigured');
      throw error;
    }
  }

  private async stored(): Promise<{ settings: OidcSettings; sealed: string | null }> {
    const row = await this.o.rows.settings();
    if (!row) return { settings: DEFAULT_OIDC_SETTINGS, sealed: null };
    const parsed = JSON.parse(row.config) as Partial<OidcSettings>;
    return { settings: { ...DEFAULT_OIDC_SETTINGS, ...parsed }, sealed: row.client_secret };
  }
}

function usable(s: OidcSettings): boolean {
  return s.enabled && s.issuer !== '' && s.client_id !== '' && s.public_origin !== '';
}
