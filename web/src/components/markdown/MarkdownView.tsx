/**
 * Renders a share's Markdown: GFM, KaTeX math, highlighted code, mermaid diagrams and heading ids.
 * Share content is hostile input: the tree comes from markdownRenderer.ts (raw HTML parsed, then
 * cut down to an allowlist before anything else touches it, in a worker), and React builds the
 * DOM from that tree (no HTML string is ever parsed in the page).
 */
import type { Root } from 'hast';
import { toJsxRuntime, type Components, type Options } from 'hast-util-to-jsx-runtime';
import { memo, use, useDeferredValue, useMemo, type ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { retryableImport } from '../../lib/retryableImport';
import { CodeBlock } from './CodeBlock';
import { featuresOf } from './markdownFeatures';
import { forgetRenderFailures, renderedMarkdown } from './markdownRenderer';
import { TaskCheckbox } from './TaskCheckbox';
import './highlight.css';
import './markdown.css';

export interface MarkdownViewProps {
  source: string;
  className?: string;
}

const components: Partial<Components> = { pre: CodeBlock, input: TaskCheckbox };

/** As react-markdown renders: keys and the hast node passed to our components. */
const jsxOptions: Options = {
  Fragment,
  jsx,
  jsxs,
  components,
  ignoreInvalidStyle: true,
  passKeys: true,
  passNode: true,
};

/** KaTeX's stylesheet and fonts, only for documents with math. */
export const mathStyles = retryableImport(() => import('./mathStyles'));

function MarkdownViewImpl({ source, className = '' }: MarkdownViewProps) {
  // Typing in the editor's live preview stays responsive: React renders the latest text when idle,
  // and the previous one stays on screen while the next one renders.
  const deferredSource = useDeferredValue(source);
  // Suspends while the tree renders (in the worker, loading the parts this document needs).
  const found = renderedMarkdown(deferredSource);
  const tree: Root = found instanceof Promise ? use(found) : found;
  if (featuresOf(deferredSource).includes('math')) use(mathStyles.load());
  const content = useMemo(() => toJsxRuntime(tree, jsxOptions) as ReactNode, [tree]);
  return <div className={`markdown-body ${className}`}>{content}</div>;
}

export const MarkdownView = memo(MarkdownViewImpl);

/** For the error boundary around the view (LazyMarkdownView): what failed may be tried again. */
export function forgetFailedParts(): void {
  mathStyles.forgetFailure();
  forgetRenderFailures();
}

export { warmUpMarkdownRenderer } from './markdownRenderer';

export default MarkdownView;
