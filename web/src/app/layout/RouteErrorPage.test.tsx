/** The offline fallback page: a page whose code cannot load offline says so, with ways out. */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { Suspense, type ReactNode } from 'react';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/toast/ToastProvider';
import { AppRouter, type RouteHandle } from '../router/AppRouter';
import { lazyPage } from '../router/lazyPage';
import { RouteErrorBoundary } from '../router/RouteErrorBoundary';
import { RouterView } from '../router/RouterView';

type PageRoute = { element: ReactNode; handle?: RouteHandle };

/** A page whose code cannot be fetched, loaded the way routes.tsx loads every page. */
function unreachablePage(): PageRoute {
  const { element, preload } = lazyPage(() =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  );
  return { element, handle: { preload } };
}

/** A page whose code loads but breaks while rendering. */
function BrokenPage(): ReactNode {
  throw new Error('render bug');
}

function renderFailingPage(page: PageRoute = unreachablePage()) {
  const router = new AppRouter({
    routes: [{ path: '/', element: <RouteErrorBoundary />, children: [{ index: true, ...page }] }],
    history: createMemoryHistory({ initialEntries: ['/'], v5Compat: true }),
  });
  render(
    <ToastProvider>
      <Suspense fallback={null}>
        <RouterView router={router} />
      </Suspense>
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
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This page is unavailable offline',
    );
    for (const name of ['Back to home', 'Go back', 'Retry'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('offline: Retry does not reload into the browser error page, it says so again', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderFailingPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
  });

  it('online: shows a generic error instead', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailingPage();
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offline, a page that loaded but broke is not called uncached', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailingPage({ element: <BrokenPage /> });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
