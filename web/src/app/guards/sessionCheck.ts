/**
 * Before a navigation shows: rechecks the session for the routes that depend on it
 * (docs/product/admin.md, "Sessions and revalidation"). The
 * router holds the navigation until it is done; while the last check is fresh there is nothing to
 * wait for.
 */
import type { Location } from 'react-router';
import { needsRevalidation, revalidate } from '../../auth/authActions';
import { requiresRevalidation } from './routeGuard';

export function checkSessionBefore(location: Location): Promise<unknown> | undefined {
  if (!requiresRevalidation(location.pathname) || !needsRevalidation()) return undefined;
  // Never block navigation on an unexpected failure; the guard still judges what is known.
  return revalidate().catch(() => undefined);
}
