/** The admin area end to end in jsdom: login modes, guards after login, sidebar, logout. */
import { Permission, STORAGE_KEYS } from '@cloudpaste/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadAuthFromStorage } from '../../auth/authStore';
import { renderApp } from '../../test/renderApp';
import { envelopeResponse, stubFetch } from '../../test/stubFetch';

const keyAnswer = (permissions: number, basic_path = '/') => ({
  name: 'ci',
  basic_path,
  permissions: {},
  key_info: { id: 'k1', name: 'ci', basic_path, permissions },
});

/** The admin sidebar's links, once its lazily loaded layout has rendered. */
async function sidebarLinks() {
  return within(await screen.findByTestId('admin-sidebar'))
    .getAllByRole('link')
    .map((link) => link.textContent);
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  reloadAuthFromStorage();
});

afterEach(() => vi.unstubAllGlobals());

describe('admin login', () => {
  it('shows the login page at /admin without redirecting, in two modes', async () => {
    stubFetch({});
    const { router } = renderApp('/admin/key-management');
    expect(await screen.findByRole('heading', { name: 'Log in to the admin panel' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/key-management');
    await waitFor(() => expect(document.title).toBe('Log in - CloudPaste'));
    expect(screen.getByTestId('login-mode-admin').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText('Username').id).toBe('username');
    fireEvent.click(screen.getByTestId('login-mode-apikey'));
    expect(screen.getByLabelText('API key').getAttribute('name')).toBe('apiKey');
    expect(screen.queryByLabelText('Username')).toBeNull();
  });

  it('requires both fields before calling the server', async () => {
    const { calls } = stubFetch({});
    renderApp('/admin');
    fireEvent.click(await screen.findByTestId('login-submit'));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(calls.filter((c) => c.key.includes('login'))).toEqual([]);
  });

  it('shows the translated error for wrong credentials', async () => {
    stubFetch({
      'POST /api/admin/login': () => envelopeResponse(401, null, 'invalid username or password'),
    });
    renderApp('/admin');
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid username or password');
  });

  it('logs the admin in, shows every section, and logs out back to the login', async () => {
    stubFetch({
      'POST /api/admin/login': () =>
        envelopeResponse(200, { username: 'admin', token: 'tok', expiresAt: '' }),
      'POST /api/admin/logout': () => envelopeResponse(200, null),
    });
    renderApp('/admin');
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await sidebarLinks()).toEqual([
      'Dashboard',
      'Text management',
      'File management',
      'File requests',
      'Storage',
      'Mount management',
      'Key management',
      'Users',
      'Audit log',
      'Global settings',
      'Preview settings',
      'WebDAV settings',
      'Backup',
      'Account management',
    ]);
    expect(screen.getByText('System settings')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Dashboard - CloudPaste'));
    fireEvent.click(screen.getByTestId('logout-button'));
    expect(await screen.findByTestId('login-submit')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
  });
});

describe('guards', () => {
  it('routes a text-only API key from the dashboard to text management', async () => {
    stubFetch({ 'GET /api/test/api-key': () => envelopeResponse(200, keyAnswer(Permission.TEXT)) });
    const { router } = renderApp('/admin');
    fireEvent.click(await screen.findByTestId('login-mode-apikey'));
    fireEvent.change(screen.getByLabelText('API key'), { target: { value: 'k' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/text-management'));
    expect(await sidebarLinks()).toEqual(['Text management', 'My activity']);
  });

  it('sends a key without text or file permission home', async () => {
    stubFetch({
      'GET /api/test/api-key': () => envelopeResponse(200, keyAnswer(Permission.MOUNT_VIEW)),
    });
    const { router } = renderApp('/admin');
    fireEvent.click(await screen.findByTestId('login-mode-apikey'));
    fireEvent.change(screen.getByLabelText('API key'), { target: { value: 'k' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('keeps an API key inside its basic path in the mount explorer', async () => {
    localStorage.setItem(STORAGE_KEYS.apiKey, 'k');
    reloadAuthFromStorage();
    stubFetch({
      'GET /api/test/api-key': () =>
        envelopeResponse(200, keyAnswer(Permission.MOUNT_VIEW, '/docs')),
    });
    const { router } = renderApp('/mount-explorer/other');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mount-explorer/docs'));
    expect(
      await screen.findByText('You can only access /docs and its subdirectories'),
    ).toBeTruthy();
  });

  it('rechecks a stored session first and shows the login when the server rejects it', async () => {
    localStorage.setItem(STORAGE_KEYS.adminToken, 'stale');
    reloadAuthFromStorage();
    const { calls } = stubFetch({
      'GET /api/test/admin-token': () => envelopeResponse(401, null, 'expired'),
    });
    renderApp('/admin/account');
    expect(await screen.findByTestId('login-submit')).toBeTruthy();
    expect(calls[0]?.key).toBe('GET /api/test/admin-token');
    expect(
      await screen.findAllByText('admin session expired, please log in again'),
    ).not.toHaveLength(0);
  });

  it('redirects unknown paths home', async () => {
    stubFetch({});
    const { router } = renderApp('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'New share' })).toBeTruthy();
  });
});
