/**
 * The Markdown view's chunk (its parser, sanitiser, KaTeX and highlighter run in a worker), fetched
 * once for every LazyMarkdownView. Pages that will most likely render Markdown (a paste) start it with
 * their own code, so it travels beside the share's data instead of after it.
 */
import { retryableImport } from '../../lib/retryableImport';
import type * as MarkdownViewModule from './MarkdownView';

let loaded: typeof MarkdownViewModule | undefined;

const chunk = retryableImport(() =>
  import('./MarkdownView').then((module) => {
    loaded = module;
    return module;
  }),
);

export const markdownViewChunk = {
  load: () => chunk.load(),
  /**
   * For the view's error boundary when it resets: the renderer's chunk, or the parts it loads on
   * demand (KaTeX, the HTML parser, the highlighter), are tried again if they had failed.
   */
  forgetFailures(): void {
    chunk.forgetFailure();
    loaded?.forgetFailedParts();
  },
};

/**
 * Starts fetching the view and its worker's code; a failure is kept for the view to show and
 * retry.
 */
export function preloadMarkdownView(): void {
  markdownViewChunk
    .load()
    .then((module) => module.warmUpMarkdownRenderer())
    .catch(() => undefined);
}
