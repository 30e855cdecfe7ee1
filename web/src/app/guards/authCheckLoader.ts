/**
 * Root route loader: rechecks the session before auth-dependent routes (SPEC §4). It runs on every
 * navigation (see shouldRevalidate in the router) and costs nothing while the last check is fresh.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { revalidate } from '../../auth/authActions';
import { requiresRevalidation } from './routeGuard';

export async function authCheckLoader({ request }: LoaderFunctionArgs): Promise<null> {
  if (requiresRevalidation(new URL(request.url).pathname)) {
    // Never block navigation on an unexpected failure; the guard still judges what is known.
    await revalidate().catch(() => undefined);
  }
  return null;
}
