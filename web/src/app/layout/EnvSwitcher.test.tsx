/** The environment switcher: who sees it, what it saves, and how it goes back to this site. */
import { STORAGE_KEYS } from '@cloudpaste/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../auth/authStore';
import { EnvSwitcher } from './EnvSwitcher';

const reload = vi.fn();

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <EnvSwitcher reload={reload} />
    </MemoryRouter>,
  );
}

const urlField = () => screen.getByTestId('env-switcher-url') as HTMLInputElement;

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
  it('shows only to the admin, and only with ?showEnvSwitcher', () => {
    const { unmount } = renderAt('/');
    expect(screen.queryByTestId('env-switcher')).toBeNull();
    unmount();
    setSession({ authType: 'apikey', apiKey: 'k', permissions: 1, apiKeyInfo: null }, Date.now());
    renderAt('/?showEnvSwitcher');
    expect(screen.queryByTestId('env-switcher')).toBeNull();
  });

  it('saves a valid custom URL and reloads; refuses one that is not http(s)', () => {
    renderAt('/admin?showEnvSwitcher');
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

  it('goes back to this site, and says when the deployment fixes the address', () => {
    localStorage.setItem(STORAGE_KEYS.apiBaseUrl, 'https://dev.example.com');
    window.__CLOUDPASTE_CONFIG__ = { apiBaseUrl: 'https://api.example.com' };
    renderAt('/?showEnvSwitcher');
    expect(urlField().value).toBe('https://dev.example.com');
    expect(
      screen.getByText(/This deployment sets the API address to https:\/\/api\.example\.com/),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('env-switcher-reset'));
    expect(localStorage.getItem(STORAGE_KEYS.apiBaseUrl)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
