/**
 * Admin > Users, single sign-on (docs/ACCOUNTS.md, "Single sign-on"): the saved settings shown,
 * the write-only client secret, the server's refusals in the admin's language and the redirect URI
 * that follows the public address. The network edge is a stubbed fetch; the api client is real.
 */
import type { OidcSettingsView } from '@cloudpaste/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../../../test/renderAdmin';
import { envelopeResponse, jsonResponse, stubFetch } from '../../../../test/stubFetch';
import { SsoSettingsCard } from './SsoSettingsCard';

const saved: OidcSettingsView = {
  enabled: true,
  issuer: 'https://idp.example.com/realms/cp',
  client_id: 'cloudpaste',
  scopes: 'openid profile email',
  username_claim: 'preferred_username',
  admin_claim: 'groups',
  admin_value: 'cloudpaste-admins',
  auto_create: false,
  button_label: 'Keycloak',
  public_origin: 'https://paste.example.com',
  client_secret_set: true,
  redirect_uri: 'https://paste.example.com/api/auth/oidc/callback',
};
const { client_secret_set: _set, redirect_uri: _uri, ...savedInput } = saved;

type Answer = () => Response | Promise<Response>;

/** GET answers `view`; PUT answers `put`, by default the settings it was sent (secret set). */
function stubSettings(view: OidcSettingsView = saved, put?: Answer) {
  const stub = stubFetch({
    'GET /api/admin/oidc': () => envelopeResponse(200, view),
    'PUT /api/admin/oidc': put ?? (() => envelopeResponse(200, { ...view, ...lastPut() })),
  });
  const puts = () => stub.calls.filter((c) => c.key === 'PUT /api/admin/oidc');
  const lastPut = () => puts().at(-1)?.body as Record<string, unknown>;
  return { puts, lastPut };
}

async function renderCard() {
  renderAdmin(<SsoSettingsCard />);
  return screen.findByTestId('sso-settings');
}

const field = (name: string) => screen.getByTestId(`sso-${name}`) as HTMLInputElement;
const secretHint = () => document.getElementById(`${field('client_secret').id}-hint`)?.textContent;

beforeEach(() => i18n.changeLanguage('en-US'));
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en-US');
});

describe('the single sign-on settings card', () => {
  it('shows the saved settings, never a secret', async () => {
    stubSettings();
    await renderCard();
    for (const name of ['issuer', 'client_id', 'scopes', 'username_claim', 'admin_claim'] as const)
      expect(field(name).value).toBe(saved[name]);
    expect(field('admin_value').value).toBe('cloudpaste-admins');
    expect(field('button_label').value).toBe('Keycloak');
    expect(field('public_origin').value).toBe('https://paste.example.com');
    expect(field('enabled').checked).toBe(true);
    expect(field('auto_create').checked).toBe(false);
    expect(field('client_secret').value).toBe('');
    expect(field('client_secret').type).toBe('password');
    expect(secretHint()).toBe('Set: leave empty to keep it');
    expect(screen.getByText(saved.redirect_uri!)).toBeTruthy();
  });

  it('says no secret is set, and offers nothing to remove', async () => {
    stubSettings({ ...saved, client_secret_set: false });
    await renderCard();
    expect(secretHint()).toBe('Not set');
    expect(screen.queryByLabelText('Remove the stored secret')).toBeNull();
  });

  it('keeps the stored secret when its field is left empty', async () => {
    const { lastPut } = stubSettings();
    await renderCard();
    fireEvent.change(field('button_label'), { target: { value: 'Company login' } });
    fireEvent.click(screen.getByTestId('sso-save'));
    expect(await screen.findByText('Single sign-on settings saved')).toBeTruthy();
    expect(lastPut()).toEqual({ ...savedInput, button_label: 'Company login' });
    expect(lastPut()).not.toHaveProperty('client_secret');
  });

  it('sends a newly typed secret, then empties its field', async () => {
    const { lastPut } = stubSettings();
    await renderCard();
    fireEvent.change(field('client_secret'), { target: { value: 'new-secret' } });
    fireEvent.click(screen.getByTestId('sso-save'));
    await screen.findByText('Single sign-on settings saved');
    expect(lastPut()).toEqual({ ...savedInput, client_secret: 'new-secret' });
    expect(field('client_secret').value).toBe('');
  });

  it('sends an empty secret to remove the stored one, whatever was typed', async () => {
    const { lastPut } = stubSettings();
    await renderCard();
    fireEvent.change(field('client_secret'), { target: { value: 'typed-then-changed-mind' } });
    fireEvent.click(screen.getByLabelText('Remove the stored secret'));
    expect(field('client_secret').disabled).toBe(true);
    fireEvent.click(screen.getByTestId('sso-save'));
    await screen.findByText('Single sign-on settings saved');
    expect(lastPut()).toEqual({ ...savedInput, client_secret: '' });
  });

  it.each([
    ['en-US', 'oidc.insecureIssuer', 'the issuer must use https'],
    ['zh-CN', 'oidc.insecureIssuer', '颁发者必须使用 https'],
    ['zh-CN', 'oidc.originInvalid', 'public_origin 必须是一个源'],
  ])('shows a refusal in the admin language (%s, %s)', async (language, reason, words) => {
    stubSettings(saved, () =>
      jsonResponse(400, { code: 400, message: 'refused in English', reason, success: false }),
    );
    await renderCard();
    await act(() => i18n.changeLanguage(language));
    fireEvent.click(screen.getByTestId('sso-save'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(words);
    expect(alert.textContent).not.toContain('refused in English');
  });

  it('shows the redirect URI of the public address being typed', async () => {
    stubSettings({ ...saved, public_origin: '', redirect_uri: null });
    await renderCard();
    expect(screen.queryByText(/\/api\/auth\/oidc\/callback$/)).toBeNull();
    fireEvent.change(field('public_origin'), { target: { value: 'https://cp.example.org' } });
    expect(screen.getByText('https://cp.example.org/api/auth/oidc/callback')).toBeTruthy();
    // Not an origin (a path after it): no URI the server would build.
    fireEvent.change(field('public_origin'), { target: { value: 'https://cp.example.org/x' } });
    expect(screen.queryByText(/\/api\/auth\/oidc\/callback$/)).toBeNull();
  });

  it("fills the public address with this page's, and its redirect URI", async () => {
    const { lastPut } = stubSettings();
    await renderCard();
    const here = window.location.origin;
    expect(here).not.toBe(saved.public_origin);
    fireEvent.click(screen.getByRole('button', { name: "Use this page's address" }));
    expect(field('public_origin').value).toBe(here);
    expect(screen.getByText(`${here}/api/auth/oidc/callback`)).toBeTruthy();
    expect(screen.queryByText(saved.redirect_uri!)).toBeNull();
    fireEvent.click(screen.getByTestId('sso-save'));
    await screen.findByText('Single sign-on settings saved');
    expect(lastPut().public_origin).toBe(here);
  });

  it('cannot be saved twice while a save is on its way', async () => {
    let answer: (response: Response) => void = () => {};
    const { puts, lastPut } = stubSettings(saved, () => new Promise((r) => (answer = r)));
    await renderCard();
    const button = screen.getByTestId('sso-save') as HTMLButtonElement;
    fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    fireEvent.click(button);
    expect(puts()).toHaveLength(1);
    answer(envelopeResponse(200, { ...saved, ...lastPut() }));
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(puts()).toHaveLength(1);
  });

  // The server grants the admin role only when both are set; the form sends both as typed.
  it('sends the admin claim and its value as they are, the value even without a claim', async () => {
    const { lastPut } = stubSettings();
    await renderCard();
    fireEvent.change(field('admin_claim'), { target: { value: '' } });
    expect(field('admin_value').disabled).toBe(false);
    fireEvent.change(field('admin_value'), { target: { value: 'ops' } });
    fireEvent.click(screen.getByTestId('sso-save'));
    await screen.findByText('Single sign-on settings saved');
    expect(lastPut()).toMatchObject({ admin_claim: '', admin_value: 'ops' });
  });
});
