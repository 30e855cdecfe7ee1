/**
 * The app's code loaded before the first service worker took control of the page went straight to
 * the network, so the worker's runtime cache of build assets never saw it: the diagram libraries a
 * share drew on the very visit that installed the app would be missing offline (precache holds only
 * the shell). Once the first worker controls the page, each build asset the page has loaded is
 * fetched again, now through the worker, which keeps it (its cache-first rule for `/assets/`; the
 * copy usually comes from the browser's HTTP cache, not the network). docs/product/offline-and-pwa.md.
 */

/** The build assets (same origin, under /assets/) among the page's loaded resources, once each. */
export function loadedAssetUrls(entries: readonly { name: string }[], origin: string): string[] {
  const urls = new Set<string>();
  for (const { name } of entries) {
    const url = new URL(name, origin);
    if (url.origin === origin && url.pathname.startsWith('/assets/')) urls.add(url.href);
  }
  return [...urls];
}

/** Fetches them through the worker now in control; answers how many it kept. */
export async function warmAssetCache(
  entries: readonly { name: string }[] = performance.getEntriesByType('resource'),
  origin: string = window.location.origin,
  fetchAsset: (url: string) => Promise<Response> = (url) => fetch(url),
): Promise<number> {
  let kept = 0;
  for (const url of loadedAssetUrls(entries, origin)) {
    // One at a time: this is background work, and most answers come from the HTTP cache.
    const response = await fetchAsset(url).catch(() => null);
    if (response?.ok) kept += 1;
    await response?.body?.cancel().catch(() => undefined);
  }
  return kept;
}
