/**
 * Single sign-on in Chromium (docs/ACCOUNTS.md, "Single sign-on"): with a real OpenID Connect
 * provider on a loopback port, the login page's "Sign in with …" takes the browser to the
 * provider, which signs it in and sends it back, and the app opens signed in as a new account.
 */
import { describe, expect } from 'vitest';
import { IDP_CLIENT_ID, IDP_CLIENT_SECRET, startTestIdp } from '../../server/test/oidc-idp.js';
import { adminToken, callApi } from '../support/api.js';
import { baseURL } from '../support/context.js';
import { test } from '../support/fixtures.js';

async function setOidc(token: string, body: Record<string, unknown>) {
  const saved = await callApi('/admin/oidc', {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(saved.status).toBe(200);
}

describe('single sign-on', () => {
  test('signs in through the provider as a new account', async ({ page }) => {
    const origin = baseURL();
    const idp = await startTestIdp({
      redirectUri: `${origin}/api/auth/oidc/callback`,
      interactive: true,
    });
    const token = await adminToken();
    const settings = {
      enabled: true,
      issuer: idp.issuer,
      client_id: IDP_CLIENT_ID,
      client_secret: IDP_CLIENT_SECRET,
      scopes: 'openid profile email',
      username_claim: 'preferred_username',
      admin_claim: '',
      admin_value: '',
      auto_create: true,
      button_label: 'Test IdP',
      public_origin: origin,
    };
    const sub = `e2e-sso-${Date.now()}`;
    idp.signInAs(sub, { preferred_username: sub, name: 'SSO Person' });
    try {
      await setOidc(token, settings);
      await page.goto('/admin');
      await page.getByRole('link', { name: 'Sign in with Test IdP' }).click();
      await page.getByLabel('Account').fill(sub);
      await page.getByRole('button', { name: 'Sign in at the IdP' }).click();
      await page.getByTestId('admin-sidebar').waitFor();
      expect(new URL(page.url()).search).toBe('');
      await page.goto('/admin/account');
      await expect.poll(() => page.getByText(sub).count()).toBeGreaterThan(0);
    } finally {
      await setOidc(token, { ...settings, enabled: false });
      await idp.close();
    }
  });
});
