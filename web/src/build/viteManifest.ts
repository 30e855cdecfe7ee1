/**
 * The Vite manifest (dist/.vite/manifest.json): each chunk's output file and what it imports. Read
 * by the build (routePreloads.ts) and by the bench's bundle figures (bench/support/bundle.ts).
 */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/** Every chunk `keys` load through static imports, themselves included (manifest keys). */
export function staticClosure(manifest: ViteManifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    if (seen.has(key)) return;
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...seen];
}
