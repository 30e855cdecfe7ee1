/**
 * Build-time choice of what the service worker precaches: the app shell, i.e. every chunk the entry
 * reaches through static imports and through lazy imports of our own code (the pages, the Markdown
 * view), but not the libraries our code loads lazily from node_modules (mermaid and its ~60
 * diagram chunks, several MB). Those are cached at run time once used (see web/vite.pwa.ts).
 */

/** The part of a Rollup/Rolldown output chunk this needs. */
export interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

type BundleItem = ChunkInfo | { type: 'asset'; fileName: string };

const isLibrary = (moduleId: string | null) =>
  moduleId !== null && moduleId.includes('/node_modules/');

/** File names (JS and the CSS they import) of the app shell in `bundle`. */
export function shellFiles(bundle: Record<string, BundleItem>): Set<string> {
  const chunks = new Map<string, ChunkInfo>();
  for (const item of Object.values(bundle))
    if (item.type === 'chunk') chunks.set(item.fileName, item);

  const shell = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || shell.has(fileName)) return;
    shell.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) shell.add(css);
    chunk.imports.forEach(visit);
    for (const lazy of chunk.dynamicImports)
      if (!isLibrary(chunks.get(lazy)?.facadeModuleId ?? null)) visit(lazy);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  return shell;
}
