/** The app's navigation state: preparing and preloading before a location shows, and blockers. */
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  type Location,
  type RouteObject,
} from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppRouter, type AppRouterOptions } from './AppRouter';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

function setup(routes: RouteObject[], options: Partial<AppRouterOptions> = {}, path = '/') {
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const router = new AppRouter({ routes, history, ...options });
  return {
    router,
    history,
    where: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}

describe('AppRouter', () => {
  it('preloads a route when it is entered or its params change, never again for the same ones', async () => {
    const preload = vi.fn();
    const { router } = setup([
      {
        path: '/',
        children: [{ path: 'paste/:slug', handle: { preload, titleKey: 'titles.paste' } }],
      },
    ]);
    await router.navigate('/paste/a');
    await router.navigate('/paste/a?raw=1');
    await router.navigate('/paste/b');
    await router.navigate('/');
    await router.navigate('/paste/b');
    expect(preload.mock.calls.map(([params]) => (params as { slug: string }).slug)).toEqual([
      'a',
      'b',
      'b',
    ]);
    // With the location about to show, as the page's useLocation() will have it.
    expect(preload.mock.calls.map(([, location]) => (location as Location).pathname)).toEqual([
      '/paste/a',
      '/paste/b',
      '/paste/b',
    ]);
    expect(router.handlesAt(router.state.location)).toEqual([
      {},
      { preload, titleKey: 'titles.paste' },
    ]);
  });

  it('shows a location once its preparation and preloads are done, the latest navigation winning', async () => {
    const session = deferred();
    const page = deferred();
    const prepare = vi.fn((location: { pathname: string }) =>
      location.pathname === '/admin' ? session.promise : undefined,
    );
    const { router, where } = setup(
      [
        { path: '/', handle: {} },
        { path: '/admin', handle: { preload: () => page.promise } },
        { path: '/upload' },
      ],
      { prepare },
    );
    expect(router.ready).toBe(true);
    await router.navigate('/admin');
    expect(router.getStatus().preparing).toBe(true);
    expect(where()).toBe('/');
    session.resolve();
    await session.promise;
    expect(where()).toBe('/');
    page.resolve();
    await vi.waitFor(() => expect(where()).toBe('/admin'));
    expect(router.getStatus().preparing).toBe(false);

    // A navigation that is still preparing is replaced by a later one.
    const slow = deferred();
    prepare.mockImplementation(() => slow.promise);
    await router.navigate('/upload');
    prepare.mockImplementation(() => undefined);
    await router.navigate('/');
    expect(where()).toBe('/');
    slow.resolve();
    await slow.promise;
    await Promise.resolve();
    expect(where()).toBe('/');
  });

  it('is not ready until the first location is prepared', async () => {
    const first = deferred();
    const { router } = setup([{ path: '/' }], { prepare: () => first.promise });
    expect(router.ready).toBe(false);
    first.resolve();
    await vi.waitFor(() => expect(router.ready).toBe(true));
  });

  it('holds a blocked push until the user proceeds, or keeps the page on reset', async () => {
    const { router, where } = setup([{ path: '/*' }]);
    const unblock = router.block(({ nextLocation }) => nextLocation.pathname === '/away');
    await router.navigate('/elsewhere');
    expect(where()).toBe('/elsewhere');

    await router.navigate('/away');
    const held = router.getStatus().blocker;
    expect(held.state).toBe('blocked');
    expect(where()).toBe('/elsewhere');
    if (held.state === 'blocked') held.reset();
    expect(router.getStatus().blocker.state).toBe('unblocked');
    expect(where()).toBe('/elsewhere');

    await router.navigate('/away?x=1');
    const again = router.getStatus().blocker;
    if (again.state === 'blocked') again.proceed();
    expect(where()).toBe('/away?x=1');
    unblock();
    expect(router.getStatus().blocker.state).toBe('unblocked');
  });

  it('undoes a blocked back step, and takes it when the user proceeds', async () => {
    const { router, history, where } = setup([{ path: '/*' }], {}, '/list');
    await router.navigate('/list?preview=a');
    router.block(({ currentLocation }) => currentLocation.search === '?preview=a');
    await router.navigate(-1);
    expect(history.location.search).toBe('?preview=a');
    expect(where()).toBe('/list?preview=a');
    const held = router.getStatus().blocker;
    expect(held.state).toBe('blocked');
    if (held.state === 'blocked') held.proceed();
    expect(where()).toBe('/list');
    expect(router.state.historyAction).toBe('POP');
  });
});
