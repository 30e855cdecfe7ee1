/** The environment switcher: who sees it, what it saves, and how it goes back to this site. */
import { STORAGE_KEYS } from '@cloudpaste/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../auth/authStore';
import { EnvSwitcher } from './EnvSwitcher';

const reload = vi.fn();

/** Rendered inside an awaited act: the panel suspends while its code loads. */
function renderAt(url: string) {
  return act(async () =>
    render(
      <MemoryRouter initialEntries={[url]}>
        <EnvSwitcher reload={reload} />
      </MemoryRouter>,
    ),
  );
}

const urlField = () => screen.getByTestId('env-switcher-url') as HTMLInputElement;

/** The panel's code loads when it is first shown. */
const panelShown = () => screen.findByTestId('env-switcher');

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  reload.mockReset();
  setSession({ authType: 'admin', adminToken: 'token' }, Date.now());
});
afterEach(() => {
  clearSession();
  window.__CLOUDPASTE_CONFIG__ = undefined;
});

describe('EnvSwitcher', () => {
  it('shows only to the admin, and only with ?showEnvSwitcher', async () => {
    // Shown once first, so its code is in and a wrong answer below would render at once.
    const shown = await renderAt('/?showEnvSwitcher');
    await panelShown();
    shown.unmount();
    const { unmount } = await renderAt('/');
    expect(screen.queryByTestId('env-switcher')).toBeNull();
    unmount();
    setSession({ authType: 'apikey', apiKey: 'k', permissions: 1, apiKeyInfo: null }, Date.now());
    await renderAt('/?showEnvSwitcher');
    expect(screen.queryByTestId('env-switcher')).toBeNull();
  });

  it('saves a valid custom URL and reloads; refuses one that is not http(s)', async () => {
    await renderAt('/admin?showEnvSwitcher');
    await panelShown();
    expect(screen.getByText(`Requests go to ${window.location.origin}`)).toBeTruthy();
    fireEvent.change(urlField(), { target: { value: 'ftp://files.example.com' } });
    fireEvent.click(screen.getByTestId('env-switcher-save'));
    expect(
      screen.getByText('Enter an http:// or https:// URL without a query or fragment.'),
    ).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.apiBaseUrl)).toBeNull();
    expect(reload).not.toHaveBeenCalled();

    fireEvent.change(urlField(), { target: { value: 'https://dev.example.com/' } });
    fireEvent.click(screen.getByTestId('env-switcher-save'));
    expect(localStorage.getItem(STORAGE_KEYS.apiBaseUrl)).toBe('https://dev.example.com');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('goes back to this site, and says when the deployment fixes the address', async () => {
    localStorage.setItem(STORAGE_KEYS.apiBaseUrl, 'https://dev.example.com');
    window.__CLOUDPASTE_CONFIG__ = { apiBaseUrl: 'https://api.example.com' };
    await renderAt('/?showEnvSwitcher');
    await panelShown();
    expect(urlField().value).toBe('https://dev.example.com');
    expect(
      screen.getByText(/This deployment sets the API address to https:\/\/api\.example\.com/),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('env-switcher-reset'));
    expect(localStorage.getItem(STORAGE_KEYS.apiBaseUrl)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
