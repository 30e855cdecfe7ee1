/**
 * Single sign-on on the login page (docs/ACCOUNTS.md, "Single sign-on"): the button while the
 * server offers it, a failed sign-in's reason in the interface's language, and a finished one
 * signing the browser in.
 */
import { screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAuthSnapshot, reloadAuthFromStorage } from '../../../auth/authStore';
import { renderApp } from '../../../test/renderApp';
import { envelopeResponse, stubFetch } from '../../../test/stubFetch';

const offered = {
  'GET /api/auth/oidc': () => envelopeResponse(200, { enabled: true, label: 'Keycloak' }),
};

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  localStorage.clear();
  reloadAuthFromStorage();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en-US');
});

describe('single sign-on on the login page', () => {
  it('offers the button only while the server does', async () => {
    stubFetch(offered);
    renderApp('/admin');
    const button = await screen.findByTestId('sso-sign-in');
    expect(button.textContent).toBe('Sign in with Keycloak');
    expect(button.getAttribute('href')).toBe('/api/auth/oidc/start');
  });

  it('shows no button while single sign-on is off', async () => {
    const { calls } = stubFetch({
      'GET /api/auth/oidc': () => envelopeResponse(200, { enabled: false, label: 'x' }),
    });
    renderApp('/admin');
    await screen.findByTestId('login-submit');
    await waitFor(() => expect(calls.some((c) => c.key === 'GET /api/auth/oidc')).toBe(true));
    expect(screen.queryByTestId('sso-sign-in')).toBeNull();
  });

  it.each([
    ['en-US', 'oidc.noAccount', 'no account is linked to this identity'],
    ['zh-CN', 'oidc.noAccount', '此身份没有关联的账户'],
    ['en-US', 'oidc.tokenInvalid', 'expired or invalid ID token'],
    ['zh-CN', 'auth.accountDisabled', '此账户已被停用'],
  ])('words a failed sign-in (%s, %s)', async (language, reason, words) => {
    await i18n.changeLanguage(language);
    stubFetch(offered);
    const { router } = renderApp(`/admin?sso_error=${reason}`);
    expect((await screen.findByTestId('sso-error')).textContent).toContain(words);
    // The reason leaves the address: a reload does not show it again.
    expect(router.state.location.search).toBe('');
  });

  it('signs the browser in with the session the callback left', async () => {
    const { calls } = stubFetch({
      ...offered,
      'POST /api/auth/oidc/session': () =>
        envelopeResponse(200, {
          username: 'admin',
          token: 'sso-token',
          expiresAt: '',
          role: 'admin',
        }),
    });
    renderApp('/admin?sso=done');
    await waitFor(() => expect(getAuthSnapshot().authType).toBe('admin'));
    expect(calls.filter((c) => c.key === 'POST /api/auth/oidc/session')).toHaveLength(1);
    expect(screen.queryByTestId('sso-sign-in')).toBeNull();
  });

  it('says so when the session cannot be taken', async () => {
    stubFetch({
      ...offered,
      'POST /api/auth/oidc/session': () => envelopeResponse(401, null, 'no'),
    });
    renderApp('/admin?sso=done');
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect(getAuthSnapshot().authType).toBe('none');
  });
});
