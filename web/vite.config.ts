/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { inlineEntryStylesheet } from './vite.inline-css.ts';
import { pwaPlugins } from './vite.pwa.ts';
import { routePreloadsFile } from './vite.route-preloads.ts';
import { workerBuildsWithoutDom } from './vite.worker.ts';

const pwa = pwaPlugins();

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    inlineEntryStylesheet(),
    // The pages people open from a shared link or a bookmark, by the path prefixes of
    // app/routes.tsx: their code is named in the HTML the server answers there. A share is mostly
    // Markdown: its view too.
    routePreloadsFile({
      '/paste/': ['src/pages/PasteViewPage.tsx', 'src/components/markdown/MarkdownView.tsx'],
      '/file/': ['src/pages/FileViewPage.tsx'],
      '/mount-explorer': ['src/pages/MountExplorerPage.tsx'],
    }),
    ...pwa.page,
    // `.gz` beside each text asset, made once here: the server sends them as they are
    // (server/src/routes/spa.routes.ts) instead of compressing the same file on every request.
    compression({ algorithms: ['gzip'] }),
  ],
  // Workers are ES modules, so the Markdown worker loads its parts on demand as the page would.
  worker: { format: 'es', plugins: () => [workerBuildsWithoutDom(), ...pwa.worker()] },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8787' },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json: the chunk import graph bench/benches/lighthouse.bench.ts sizes.
    manifest: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|use-sync-external-store)[\\/]/,
            },
            { name: 'shell', tags: ['$initial'] },
            // The small components several pages share, as one chunk: on their own each was a
            // chunk of under 1 KB, and the explorer needed 25 chunks, most of them these, whose
            // round trips on a slow link delayed its first render (Lighthouse mobile: LCP 3.1 s,
            // perf 86-92; as one chunk, 2.6 s and 95-96). No page loads more code for it: the
            // chunks' own import prologues go, so the paste view's initial JS is 141 KB gzipped
            // against 142 before.
            // The folder picker is shared by the admin's forms and the explorer only: in `ui` it
            // cost every shared link's page 0.7 KB. The QR code dialog's content loads when it
            // opens (components/QrCodeDialog.tsx), so it stays out of `ui` too.
            {
              name: 'ui',
              test: /[\\/]web[\\/]src[\\/]components[\\/](?!(FolderPickerDialog|QrCodeDialogBody|QrCode|QrDownloads|qrImage)\.)[^\\/]+\.tsx?$/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // Component tests render whole pages in jsdom: the slowest take 2-3 s on a two-core machine and
    // went past Vitest's default 5 s (6.6 s) when it was loaded. A test that hangs still fails.
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
