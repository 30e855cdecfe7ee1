/**
 * A part of the page frame that most visits never show (the offline queue's list, the environment
 * switcher), loaded when first shown so its code stays out of every page's first JavaScript.
 * While it loads it shows nothing; if its code cannot be fetched (offline before the service
 * worker holds it) it shows nothing either, and the next render after the network returns tries
 * again (OnDemand).
 */
import { use, type ComponentType } from 'react';
import { retryableImport } from '../lib/retryableImport';
import { OnDemand } from './OnDemand';

export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const chunk = retryableImport(load);
  function LoadedPart(props: P) {
    const Part = use(chunk.load());
    return <Part {...props} />;
  }
  return function LazyPart(props: P) {
    return (
      <OnDemand forgetFailure={chunk.forgetFailure}>
        <LoadedPart {...props} />
      </OnDemand>
    );
  };
}
