/** The precache holds the app shell: the entry and our lazy pages, not lazily loaded libraries. */
import { describe, expect, it } from 'vitest';
import { shellFiles, type ChunkInfo } from './shellChunks';

function chunk(
  fileName: string,
  module: string,
  links: Partial<Pick<ChunkInfo, 'imports' | 'dynamicImports' | 'isEntry'>> & {
    css?: string[];
  } = {},
): ChunkInfo {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId: module,
    isEntry: links.isEntry ?? false,
    imports: links.imports ?? [],
    dynamicImports: links.dynamicImports ?? [],
    viteMetadata: { importedCss: new Set(links.css ?? []) },
  };
}

const bundle = Object.fromEntries(
  [
    chunk('index.js', '/app/web/src/main.tsx', {
      isEntry: true,
      imports: ['react.js'],
      dynamicImports: ['HomePage.js'],
      css: ['index.css'],
    }),
    chunk('react.js', '/app/node_modules/react/index.js'),
    chunk('HomePage.js', '/app/web/src/pages/HomePage.tsx', {
      imports: ['Button.js'],
      dynamicImports: ['MarkdownView.js'],
    }),
    chunk('Button.js', '/app/web/src/components/Button.tsx'),
    chunk('MarkdownView.js', '/app/web/src/components/markdown/MarkdownView.tsx', {
      imports: ['katex.js'],
      dynamicImports: ['mermaid.core.js'],
      css: ['MarkdownView.css'],
    }),
    chunk('katex.js', '/app/node_modules/katex/katex.mjs'),
    chunk('mermaid.core.js', '/app/node_modules/mermaid/dist/mermaid.core.mjs', {
      imports: ['chunk-ABC.js'],
      dynamicImports: ['flowDiagram.js'],
    }),
    chunk('chunk-ABC.js', '/app/node_modules/mermaid/dist/chunks/chunk-ABC.mjs'),
    chunk('flowDiagram.js', '/app/node_modules/mermaid/dist/chunks/flowDiagram.mjs'),
    { type: 'asset' as const, fileName: 'index.css' },
  ].map((item) => [item.fileName, item]),
);

describe('shellFiles', () => {
  it('follows static imports and lazy imports of our own code, with their CSS', () => {
    expect([...shellFiles(bundle)].sort()).toEqual([
      'Button.js',
      'HomePage.js',
      'MarkdownView.css',
      'MarkdownView.js',
      'index.css',
      'index.js',
      'katex.js',
      'react.js',
    ]);
  });

  it('leaves out libraries loaded lazily, and everything only they load', () => {
    const shell = shellFiles(bundle);
    for (const file of ['mermaid.core.js', 'chunk-ABC.js', 'flowDiagram.js'])
      expect(shell.has(file)).toBe(false);
  });
});
