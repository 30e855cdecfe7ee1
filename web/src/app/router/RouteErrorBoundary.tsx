/**
 * Around the pages, inside the frame: a page that fails to render or whose code cannot be fetched
 * shows RouteErrorPage with the header and footer around it. Another location resets it, and the
 * pages whose code failed are fetched again then.
 */
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router';
import { RouteErrorPage } from '../layout/RouteErrorPage';
import { forgetPageFailures } from './lazyPage';

export function RouteErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKeys={[pathname]}
      onReset={forgetPageFailures}
      fallbackRender={({ error }) => <RouteErrorPage error={error} />}
    >
      <Outlet />
    </ErrorBoundary>
  );
}
