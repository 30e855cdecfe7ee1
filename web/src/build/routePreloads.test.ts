/** The code each route's page needs beyond what index.html preloads, from the Vite manifest. */
import { describe, expect, it } from 'vitest';
import { routePreloads } from './routePreloads';
import type { ViteManifest } from './viteManifest';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_framework-2.js'] },
  '_framework-2.js': { file: 'assets/framework-2.js' },
  'src/pages/PasteViewPage.tsx': {
    file: 'assets/PasteViewPage-3.js',
    imports: ['_framework-2.js', 'index.html', '_Card-4.js'],
  },
  '_Card-4.js': { file: 'assets/Card-4.js', imports: ['_Card-4.js', '_styles-6.css'] },
  '_styles-6.css': { file: 'assets/styles-6.css' },
  'src/components/markdown/MarkdownView.tsx': {
    file: 'assets/MarkdownView-5.js',
    imports: ['_Card-4.js'],
  },
};

describe('routePreloads', () => {
  it("lists each page's JavaScript closure once, without what the entry already loads", () => {
    expect(
      routePreloads(manifest, 'index.html', {
        '/paste/': ['src/pages/PasteViewPage.tsx', 'src/components/markdown/MarkdownView.tsx'],
      }),
    ).toEqual({
      '/paste/': ['/assets/PasteViewPage-3.js', '/assets/Card-4.js', '/assets/MarkdownView-5.js'],
    });
  });

  it('refuses a page the build does not have, rather than preloading nothing', () => {
    expect(() =>
      routePreloads(manifest, 'index.html', { '/file/': ['src/pages/Gone.tsx'] }),
    ).toThrow('src/pages/Gone.tsx not in the build');
  });
});
