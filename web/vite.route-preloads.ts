/**
 * Build only: writes `.vite/route-preloads.json` beside the Vite manifest, the code each route's
 * page needs (src/build/routePreloads.ts), for the server to name in that route's HTML.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { routePreloads } from './src/build/routePreloads.ts';
import type { ViteManifest } from './src/build/viteManifest.ts';

export function routePreloadsFile(routes: Record<string, readonly string[]>): Plugin {
  let outDir = 'dist';
  return {
    name: 'cloudpaste:route-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const dir = join(outDir, '.vite');
      const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as ViteManifest;
      const preloads = routePreloads(manifest, 'index.html', routes);
      writeFileSync(join(dir, 'route-preloads.json'), `${JSON.stringify(preloads, null, 2)}\n`);
    },
  };
}
