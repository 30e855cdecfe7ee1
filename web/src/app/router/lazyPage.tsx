/**
 * A route's page, loaded on demand: its code and its translation namespaces are fetched by
 * `preload` (the router starts it before the navigation shows) or by its first render. Code that
 * cannot be fetched throws PageUnavailableError to the route's error boundary (the offline fallback
 * of docs/product/offline-and-pwa.md); the failure is forgotten when that boundary resets, so the
 * page is fetched again.
 */
import { use, type ComponentType, type ReactNode } from 'react';
import i18n from '../../i18n';
import { retryableImport, type RetryableImport } from '../../lib/retryableImport';
import { loadPageChunk } from '../../pwa/pageChunk';

const pages = new Set<RetryableImport<ComponentType>>();

/** Lets every page whose code failed to load be fetched again on its next render. */
export function forgetPageFailures(): void {
  for (const page of pages) page.forgetFailure();
}

export interface LazyPage {
  element: ReactNode;
  /** Starts loading; a failure is the page's to show when it renders. */
  preload: () => Promise<unknown>;
}

export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  namespaces: readonly string[] = [],
): LazyPage {
  const chunk = retryableImport(async () => {
    const [module] = await Promise.all([
      loadPageChunk(load),
      // A failure leaves keys on screen rather than no page: not a reason to fail the route.
      i18n.loadNamespaces([...namespaces]).catch(() => undefined),
    ]);
    return module.default;
  });
  pages.add(chunk);
  function Page() {
    const Component = use(chunk.load());
    return <Component />;
  }
  return { element: <Page />, preload: () => chunk.load() };
}
