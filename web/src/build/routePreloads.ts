/**
 * Which code a route's page needs beyond what index.html already preloads, from the Vite manifest:
 * the server names it in the HTML it answers for that route (server/src/routes/spa.routes.ts), so
 * the browser fetches the page's code beside the app's instead of after the app has started. A
 * shared link opens a page that is one round trip shorter on a phone's network.
 */
import { staticClosure, type ViteManifest } from './viteManifest';

/** Each path prefix's JavaScript files (as served, `/assets/...`), entry's own excluded. */
export function routePreloads(
  manifest: ViteManifest,
  entryKey: string,
  routes: Readonly<Record<string, readonly string[]>>,
): Record<string, string[]> {
  const preloaded = new Set(staticClosure(manifest, [entryKey]));
  const result: Record<string, string[]> = {};
  for (const [prefix, sources] of Object.entries(routes)) {
    const missing = sources.filter((source) => !manifest[source]);
    if (missing.length > 0)
      throw new Error(`route preloads: ${missing.join(', ')} not in the build`);
    result[prefix] = staticClosure(manifest, sources)
      .filter((key) => !preloaded.has(key) && manifest[key]!.file.endsWith('.js'))
      .map((key) => `/${manifest[key]!.file}`);
  }
  return result;
}
