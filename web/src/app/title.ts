/** Which translated page title a route shows. */
import type { RouteHandle } from './router/AppRouter';

function hasTitle(handle: unknown): handle is Required<Pick<RouteHandle, 'titleKey'>> {
  return typeof (handle as RouteHandle | undefined)?.titleKey === 'string';
}

/** The deepest matched route's title; the admin area shows the login title to visitors. */
export function resolveTitleKey(
  pathname: string,
  handles: readonly unknown[],
  isAuthenticated: boolean,
): string {
  if (!isAuthenticated && (pathname === '/admin' || pathname.startsWith('/admin/')))
    return 'titles.login';
  const handle = [...handles].reverse().find(hasTitle);
  return handle?.titleKey ?? 'titles.home';
}
