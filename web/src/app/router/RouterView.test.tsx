/** The router's view: the page on screen stays, with the progress bar, until the next one is ready. */
import { act, render, screen } from '@testing-library/react';
import { Outlet, UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { NavigationProgress } from '../layout/NavigationProgress';
import { AppRouter } from './AppRouter';
import { RouterView, useNavigationPending } from './RouterView';

describe('RouterView', () => {
  it('keeps the page on screen with the progress bar while the next one loads', async () => {
    let release!: () => void;
    const nextPageCode = new Promise<void>((resolve) => (release = resolve));
    const router = new AppRouter({
      routes: [
        {
          path: '/',
          element: (
            <>
              <NavigationProgress />
              <Outlet />
            </>
          ),
          children: [
            { index: true, element: <p>home page</p> },
            { path: 'next', element: <p>next page</p>, handle: { preload: () => nextPageCode } },
          ],
        },
      ],
      history: createMemoryHistory({ initialEntries: ['/'], v5Compat: true }),
    });
    render(<RouterView router={router} fallback={<p>starting</p>} />);
    expect(screen.getByText('home page')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();

    await act(() => router.navigate('/next'));
    expect(screen.getByText('home page')).toBeTruthy();
    expect(screen.getByRole('progressbar')).toBeTruthy();

    await act(async () => release());
    expect(await screen.findByText('next page')).toBeTruthy();
    expect(screen.queryByText('home page')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows a location ready at mount without a navigation pending, not even for a render', async () => {
    // A transition started for nothing new sets its pending flag at once, rendering the app again
    // in the same task as its first commit, with every effect of the page.
    const seen: boolean[] = [];
    function PendingProbe() {
      seen.push(useNavigationPending());
      return <p>home page</p>;
    }
    const router = new AppRouter({
      routes: [{ path: '/', element: <PendingProbe /> }],
      history: createMemoryHistory({ initialEntries: ['/'], v5Compat: true }),
    });
    await act(async () => {
      render(<RouterView router={router} fallback={<p>starting</p>} />);
    });
    expect(screen.getByText('home page')).toBeTruthy();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).not.toContain(true);
  });

  it('shows the fallback until the first location is ready', async () => {
    let release!: () => void;
    const session = new Promise<void>((resolve) => (release = resolve));
    const router = new AppRouter({
      routes: [{ path: '/', element: <p>home page</p> }],
      history: createMemoryHistory({ initialEntries: ['/'], v5Compat: true }),
      prepare: () => session,
    });
    const onShown = vi.fn();
    render(<RouterView router={router} fallback={<p>starting</p>} onShown={onShown} />);
    expect(screen.getByText('starting')).toBeTruthy();
    // The fallback is not a page: work held for the first page (lib/whenIdle.ts) still waits.
    expect(onShown).not.toHaveBeenCalled();
    await act(async () => release());
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(onShown).toHaveBeenCalled();
  });
});
