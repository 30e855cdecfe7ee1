/** SPEC §2 offline fallback: a page whose code cannot load offline says so, with ways out. */
import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/toast/ToastProvider';
import { RouteErrorPage } from './RouteErrorPage';

function renderFailingPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteErrorPage />,
        HydrateFallback: () => null,
        lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
}

beforeAll(async () => {
  await i18n.changeLanguage('en-US');
});

afterEach(() => vi.restoreAllMocks());

describe('RouteErrorPage', () => {
  it('offline: explains the page is not cached, toasts, and offers home, back and retry', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderFailingPage();
    expect(await screen.findByRole('heading', { name: 'Page unavailable offline' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('This page is unavailable offline');
    for (const name of ['Back to home', 'Go back', 'Retry'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('online: shows a generic error instead', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailingPage();
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
