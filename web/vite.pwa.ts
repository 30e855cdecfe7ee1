/**
 * The installable app: web manifest, icons and theme colours, and the Workbox service worker.
 * What the worker caches, and why never /api, is explained in docs/ARCHITECTURE.md ("PWA").
 */
import type { Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { shellFiles, type ChunkInfo } from './src/pwa/shellChunks.ts';
import { THEME_COLORS } from './src/pwa/themeColors.ts';

const MANIFEST: Partial<ManifestOptions> = {
  id: '/',
  name: 'CloudPaste',
  short_name: 'CloudPaste',
  description: 'Self-hosted online clipboard and file sharing',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: THEME_COLORS.light,
  theme_color: THEME_COLORS.light,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
  shortcuts: [
    { name: 'Upload', url: '/upload', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
    { name: 'Home', url: '/', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
  ],
};

/** Head tags the manifest cannot carry: a theme colour per colour scheme, the iOS icon and title. */
function pwaHeadTags(): Plugin {
  return {
    name: 'cloudpaste:pwa-head',
    transformIndexHtml: () => [
      ...(['light', 'dark'] as const).map((scheme) => ({
        tag: 'meta',
        attrs: {
          name: 'theme-color',
          media: `(prefers-color-scheme: ${scheme})`,
          content: THEME_COLORS[scheme],
        },
        injectTo: 'head' as const,
      })),
      {
        tag: 'link',
        attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon-180.png' },
        injectTo: 'head',
      },
      {
        tag: 'meta',
        attrs: { name: 'apple-mobile-web-app-title', content: 'CloudPaste' },
        injectTo: 'head',
      },
    ],
  };
}

/**
 * The plugins of the page's build, and those of its web workers' builds (the Markdown worker): a
 * worker's shell (its entry and the code of ours it loads) is precached with the page's.
 */
export function pwaPlugins(): { page: Plugin[]; worker: () => Plugin[] } {
  // Each worker is built while the page's modules are transformed, before the page's bundle is
  // generated; the page's shell is read when the service worker is built after it (closeBundle).
  const workerShells = new Set<string>();
  let shell = new Set<string>();
  const recordShell: Plugin = {
    name: 'cloudpaste:pwa-shell',
    apply: 'build',
    generateBundle(_options, bundle) {
      shell = shellFiles(bundle as unknown as Record<string, ChunkInfo>);
      for (const file of workerShells) shell.add(file);
    },
  };
  const recordWorkerShell = (): Plugin => ({
    name: 'cloudpaste:pwa-worker-shell',
    generateBundle(_options, bundle) {
      for (const file of shellFiles(bundle as unknown as Record<string, ChunkInfo>))
        workerShells.add(file);
    },
  });

  const pwa = VitePWA({
    // Prompt, never update behind the user's back: src/pwa registers and asks (Update / Later).
    registerType: 'prompt',
    injectRegister: false,
    manifest: MANIFEST,
    // The glob below already precaches the icons; listing them twice would only repeat entries.
    includeManifestIcons: false,
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      // Only the app shell; lazily loaded libraries (mermaid) are cached below once used.
      manifestTransforms: [
        (entries) => ({
          manifest: entries.filter(
            (entry) => !/\.(js|css)$/.test(entry.url) || shell.has(entry.url),
          ),
          warnings: [],
        }),
      ],
      // Background Sync wakes the open pages to replay the offline queue (public/sw-sync.js);
      // encrypted file shares are saved as they are decrypted (public/sw-download.js).
      importScripts: ['sw-sync.js', 'sw-download.js'],
      navigateFallback: 'index.html',
      // Real navigations to the API (downloads, raw text, proxy links) and WebDAV reach the server.
      navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/dav(\/|$)/],
      // Static build assets only: hashed names never change, so cache-first is always right.
      // Never /api: its answers carry credentials, passwords and view-limited content.
      runtimeCaching: [
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'cloudpaste-assets',
            expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
      cleanupOutdatedCaches: true,
      // The first worker takes the open page at once, so it works offline without a reload.
      clientsClaim: true,
    },
  });

  return { page: [pwaHeadTags(), recordShell, ...pwa], worker: () => [recordWorkerShell()] };
}
