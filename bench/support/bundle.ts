/**
 * Sizes of the built web app's JavaScript from web/dist/.vite/manifest.json (Vite's chunk import
 * graph): what a page needs before it can render, and which heavy modules that set pulls in
 * (read from each chunk's source map).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { staticClosure, type ViteManifest } from '../../web/src/build/viteManifest.js';

export interface ChunkSize {
  file: string;
  bytes: number;
  /** zlib level 9, as a server or CDN compressing at its best would send it. */
  gzipBytes: number;
}

/** Modules that must stay out of a page's initial JavaScript: label -> source path pattern. */
export const HEAVY_MODULES: Record<string, RegExp> = {
  'Markdown editor': /\/src\/features\/pastes\/editor\//,
  'Markdown renderer':
    /\/node_modules\/(react-markdown|micromark[^/]*|remark-[^/]+|rehype-[^/]+)\//,
  mermaid: /\/node_modules\/mermaid\//,
  // The other diagram languages (docs/MARKDOWN.md): each loads when a document has one.
  'diagram libraries':
    /\/node_modules\/(flowchart\.js|raphael|@viz-js|echarts|zrender|markmap-[^/]+|d3[^/]*|abcjs)\//,
  KaTeX: /\/node_modules\/katex\//,
  'highlight.js': /\/node_modules\/highlight\.js\//,
  'PDF.js': /\/node_modules\/pdfjs-dist\//,
  // Building its schemas costs more at start than parsing it: only forms that validate need it.
  zod: /\/node_modules\/zod\//,
};

export class WebBundle {
  private readonly manifest: ViteManifest;

  constructor(private readonly distDir: string) {
    const path = join(distDir, '.vite/manifest.json');
    if (!existsSync(path)) throw new Error(`${path} is missing: run \`npm run build\` first`);
    this.manifest = JSON.parse(readFileSync(path, 'utf8')) as ViteManifest;
  }

  /** The manifest key of the entry (index.html). */
  get entry(): string {
    const key = Object.keys(this.manifest).find((k) => this.manifest[k]?.isEntry);
    if (!key) throw new Error('the Vite manifest has no entry');
    return key;
  }

  /** Every chunk `keys` load through static imports, themselves included (manifest keys). */
  staticClosure(keys: string[]): string[] {
    return staticClosure(this.manifest, keys);
  }

  /** The chunks `keys` (and their static imports) load on demand, one level deep. */
  lazyImports(keys: string[]): string[] {
    const lazy = this.staticClosure(keys).flatMap(
      (key) => this.manifest[key]?.dynamicImports ?? [],
    );
    return [...new Set(lazy)];
  }

  /** The output file of a chunk. */
  file(key: string): string {
    const chunk = this.manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    return chunk.file;
  }

  size(file: string): ChunkSize {
    const code = readFileSync(join(this.distDir, file));
    return { file, bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length };
  }

  /** Which of HEAVY_MODULES each of `files` contains, as "label in file". */
  heavyModulesIn(files: string[]): string[] {
    const found: string[] = [];
    for (const file of files) {
      // A chunk without a map (Rolldown's tiny runtime) has no modules of ours or a library's.
      const mapPath = join(this.distDir, `${file}.map`);
      if (!existsSync(mapPath)) continue;
      const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[] };
      for (const [label, pattern] of Object.entries(HEAVY_MODULES))
        if (map.sources.some((source) => pattern.test(source))) found.push(`${label} in ${file}`);
    }
    return found;
  }
}
