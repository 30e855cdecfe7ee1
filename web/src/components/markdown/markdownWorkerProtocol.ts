/**
 * The messages between the page (markdownRenderer.ts) and the Markdown worker (markdown.worker.ts),
 * and the worker's side of them, kept apart from the worker's global wiring so tests can call it.
 */
import type { MarkdownFlavour } from './markdownPipeline';
import type { RenderedMarkdown } from './markdownTree';
import { forgetFailedParts, markdownToTree } from './markdownToTree';

export type MarkdownRequest =
  | { type: 'render'; id: number; source: string; flavour: MarkdownFlavour }
  /** The page's Retry: parts that failed to load (offline) are fetched anew on the next render. */
  | { type: 'forget-failures' };

export type MarkdownResponse =
  { id: number; rendered: RenderedMarkdown } | { id: number; error: string };

/** The worker's answer to `request`; none for `forget-failures`. */
export async function answer(request: MarkdownRequest): Promise<MarkdownResponse | undefined> {
  if (request.type === 'forget-failures') {
    forgetFailedParts();
    return undefined;
  }
  try {
    return { id: request.id, rendered: await markdownToTree(request.source, request.flavour) };
  } catch (error) {
    return { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
}
