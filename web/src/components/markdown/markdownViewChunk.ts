/**
 * The Markdown renderer's chunk (parser, sanitiser, KaTeX and highlighter on demand), fetched once
 * for every LazyMarkdownView. Pages that will most likely render Markdown (a paste) start it with
 * their own code, so it travels beside the share's data instead of after it.
 */
import { retryableImport } from '../../lib/retryableImport';

export const markdownViewChunk = retryableImport(() => import('./MarkdownView'));

/** Starts fetching the renderer; a failure is kept for the view to show and retry. */
export function preloadMarkdownView(): void {
  markdownViewChunk.load().catch(() => undefined);
}
