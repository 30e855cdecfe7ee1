/**
 * A part of the page frame that most visits never show (the offline queue's list, the environment
 * switcher), loaded when first shown so its code stays out of every page's first JavaScript.
 * While it loads it shows nothing; if its code cannot be fetched (offline before the service
 * worker holds it) it shows nothing either, and the next render after the network returns tries
 * again.
 */
import { Suspense, use, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { retryableImport } from '../lib/retryableImport';
import { useIsOnline } from '../pwa/onlineStatus';

export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const chunk = retryableImport(load);
  function LoadedPart(props: P) {
    const Part = use(chunk.load());
    return <Part {...props} />;
  }
  return function LazyPart(props: P) {
    const isOnline = useIsOnline();
    return (
      <ErrorBoundary resetKeys={[isOnline]} onReset={chunk.forgetFailure} fallback={null}>
        <Suspense fallback={null}>
          <LoadedPart {...props} />
        </Suspense>
      </ErrorBoundary>
    );
  };
}
