/**
 * Around code fetched on demand (a child reading `use(chunk.load())` of a retryableImport): shows
 * `loading` while it comes and `unavailable` when it cannot be fetched (offline before the service
 * worker holds the chunk). It tries again when the network returns, or when `unavailable` calls the
 * `tryAgain` it is given; `forgetFailure` (the chunk's) runs first, so the next render fetches anew.
 */
import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useIsOnline } from './useIsOnline';

export interface OnDemandProps {
  forgetFailure: () => void;
  loading?: ReactNode;
  unavailable?: ReactNode | ((tryAgain: () => void) => ReactNode);
  children: ReactNode;
}

export function OnDemand({
  forgetFailure,
  loading = null,
  unavailable = null,
  children,
}: OnDemandProps) {
  const isOnline = useIsOnline();
  return (
    <ErrorBoundary
      resetKeys={[isOnline]}
      onReset={forgetFailure}
      fallbackRender={({ resetErrorBoundary }) =>
        typeof unavailable === 'function' ? unavailable(resetErrorBoundary) : unavailable
      }
    >
      <Suspense fallback={loading}>{children}</Suspense>
    </ErrorBoundary>
  );
}
