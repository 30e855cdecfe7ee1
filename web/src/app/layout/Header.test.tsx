/** Header and footer: navigation with active state, mobile menu, theme toggle, language menu. */
import { REPOSITORY_URL, STORAGE_KEYS } from '@cloudpaste/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { reloadThemeFromStorage } from '../theme/themeStore';

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  reloadThemeFromStorage();
});

afterEach(async () => {
  await i18n.changeLanguage('en-US');
});

describe('header', () => {
  it('links the four sections and marks the current one', async () => {
    renderApp('/upload');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Home', 'Upload', 'Mount Explorer', 'Admin']);
    expect(within(nav).getByRole('link', { name: 'Upload' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' }).hasAttribute('aria-current')).toBe(
      false,
    );
    expect(screen.getByRole('link', { name: 'CloudPaste on GitHub' }).getAttribute('href')).toBe(
      REPOSITORY_URL,
    );
    expect(screen.getByText(`© ${new Date().getFullYear()} CloudPaste`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'API' }).getAttribute('href')).toBe('/api-docs');
  });

  it('opens and closes the mobile menu', async () => {
    renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu && within(menu).getAllByRole('link')).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toBeNull();
  });

  it('cycles the theme auto, light, dark and saves it', async () => {
    renderApp('/');
    // Read the toggle afresh each time: the layout may re-render it while the page is loading.
    const toggle = () => screen.getByTestId('theme-toggle');
    const modeAfterClick = async (expected: string) => {
      fireEvent.click(toggle());
      await waitFor(() => expect(toggle().getAttribute('data-theme-mode')).toBe(expected));
    };
    await screen.findByTestId('theme-toggle');
    expect(toggle().getAttribute('data-theme-mode')).toBe('auto');
    expect(toggle().getAttribute('aria-label')).toContain('Auto');
    await modeAfterClick('light');
    await modeAfterClick('dark');
    expect(toggle().getAttribute('aria-label')).toMatch(/^Theme: Dark/);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.themeMode)).toBe('dark');
    await modeAfterClick('auto');
  });

  it('switches language from the menu, saves it and sets <html lang>', async () => {
    renderApp('/');
    const button = await screen.findByTestId('language-switcher');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['中文', 'English']);
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: '中文' }));
    expect(await screen.findByRole('link', { name: '首页' })).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes the language menu on Escape', async () => {
    renderApp('/');
    fireEvent.click(await screen.findByTestId('language-switcher'));
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('sets a translated title per route', async () => {
    renderApp('/upload');
    await waitFor(() => expect(document.title).toBe('Upload - CloudPaste'));
  });
});
