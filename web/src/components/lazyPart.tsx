/**
 * A part of a page that most visits never show (the offline queue's list, the environment
 * switcher, the dashboard's chart), loaded when first shown so its code stays out of every page's
 * first JavaScript. While it loads it shows `loading`; if its code cannot be fetched (offline
 * before the service worker holds it) it shows `unavailable`, and the next render after the
 * network returns tries again (OnDemand). Both show nothing unless given.
 */
import { use, type ComponentType } from 'react';
import { retryableImport } from '../lib/retryableImport';
import { OnDemand, type OnDemandProps } from './OnDemand';

export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  shown: Pick<OnDemandProps, 'loading' | 'unavailable'> = {},
): ComponentType<P> {
  const chunk = retryableImport(load);
  function LoadedPart(props: P) {
    const Part = use(chunk.load());
    return <Part {...props} />;
  }
  return function LazyPart(props: P) {
    return (
      <OnDemand forgetFailure={chunk.forgetFailure} {...shown}>
        <LoadedPart {...props} />
      </OnDemand>
    );
  };
}
