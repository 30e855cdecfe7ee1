/**
 * Renders a share's Markdown: GFM, KaTeX math, highlighted code, diagrams (diagrams/), heading ids,
 * and a lightbox for its images (lightbox/).
 * Share content is hostile input: the tree comes from markdownRenderer.ts (raw HTML parsed, then
 * cut down to an allowlist before anything else touches it, in a worker), and React builds the
 * DOM from that tree (no HTML string is ever parsed in the page).
 */
import {
  Fragment,
  memo,
  use,
  useDeferredValue,
  useEffect,
  useMemo,
  type ElementType,
  type ReactNode,
} from 'react';
import { jsx } from 'react/jsx-runtime';
import { retryableImport } from '../../lib/retryableImport';
import { CodeBlock } from './CodeBlock';
import { useImageLightbox } from './lightbox/useImageLightbox';
import type { MarkdownFlavour } from './markdownPipeline';
import { forgetRenderFailures, renderedMarkdown } from './markdownRenderer';
import { FRAGMENT, type MarkdownNode, type RenderedMarkdown } from './markdownTree';
import { outlineOf, type OutlineEntry } from './outline/outlineOf';
import { TaskCheckbox } from './TaskCheckbox';
import './highlight.css';
import './markdown.css';

export interface MarkdownViewProps {
  source: string;
  /** 'note' (the default: shares, the editor) or 'document' (.md files): markdownPipeline.ts. */
  flavour?: MarkdownFlavour;
  className?: string;
  /** Told the document's headings (its outline) each time they change. */
  onOutline?: (entries: OutlineEntry[]) => void;
}

const components: Record<string, ElementType> = { pre: CodeBlock, input: TaskCheckbox };

/**
 * The worker's element tree (markdownTree.ts) as React elements, in one walk. An image outside a
 * link can take the keyboard focus: Enter opens it in the lightbox (lightbox/useImageLightbox.tsx).
 */
function toReact(node: MarkdownNode, inLink = false): ReactNode {
  if (Array.isArray(node)) return node.map((child) => toReact(child, inLink));
  if (node === null || node === undefined || typeof node === 'string') return node;
  const { children, ...props } = node.props;
  // A tag name from the sanitised tree, or one of our components.
  const type = node.type === FRAGMENT ? Fragment : (components[node.type] ?? node.type);
  if (node.type === 'img' && !inLink) props.tabIndex = 0;
  const content = toReact(children, inLink || node.type === 'a');
  return jsx(type as ElementType, { ...props, children: content }, node.key);
}

/** KaTeX's stylesheet and fonts, only for documents with math. */
export const mathStyles = retryableImport(() => import('./mathStyles'));

function MarkdownViewImpl({
  source,
  flavour = 'note',
  className = '',
  onOutline,
}: MarkdownViewProps) {
  // Typing in the editor's live preview stays responsive: React renders the latest text when idle,
  // and the previous one stays on screen while the next one renders.
  const deferredSource = useDeferredValue(source);
  // Suspends while the tree renders (in the worker, loading the parts this document needs).
  const found = renderedMarkdown(deferredSource, flavour);
  const { tree, hasMath }: RenderedMarkdown = found instanceof Promise ? use(found) : found;
  if (hasMath) use(mathStyles.load());
  const content = useMemo(() => toReact(tree), [tree]);
  const outline = useMemo(() => (onOutline ? outlineOf(tree) : undefined), [tree, onOutline]);
  useEffect(() => {
    if (outline) onOutline?.(outline);
  }, [outline, onOutline]);
  const { onClick, onKeyDown, lightbox } = useImageLightbox();
  return (
    // Clicks on images open the lightbox; the images themselves stay plain images.
    <div className={`markdown-body ${className}`} onClick={onClick} onKeyDown={onKeyDown}>
      {content}
      {lightbox}
    </div>
  );
}

export const MarkdownView = memo(MarkdownViewImpl);

/** For the error boundary around the view (LazyMarkdownView): what failed may be tried again. */
export function forgetFailedParts(): void {
  mathStyles.forgetFailure();
  forgetRenderFailures();
}

export { warmUpMarkdownRenderer } from './markdownRenderer';

export default MarkdownView;
