/**
 * Renders a share's Markdown: GFM, KaTeX math, highlighted code, mermaid diagrams and heading ids.
 * Share content is hostile input: raw HTML is parsed, then cut down to an allowlist before anything
 * else touches it, and React builds the DOM from that tree (no HTML string is ever re-parsed).
 */
import { memo, use, useDeferredValue } from 'react';
import Markdown, { type Components, type Options } from 'react-markdown';
import { CodeBlock } from './CodeBlock';
import { grammarsOf } from './codeLanguages';
import { featuresOf, pipelineFor } from './markdownPipeline';
import { TaskCheckbox } from './TaskCheckbox';
import { shareUrlTransform } from './urlPolicy';
import './highlight.css';
import './markdown.css';

export interface MarkdownViewProps {
  source: string;
  className?: string;
}

// The sanitizer prefixes ids once; remark-rehype's own prefix would double it on footnotes.
const remarkRehypeOptions: Options['remarkRehypeOptions'] = { clobberPrefix: '' };

const components: Components = { pre: CodeBlock, input: TaskCheckbox };

function MarkdownViewImpl({ source, className = '' }: MarkdownViewProps) {
  // Typing in the editor's live preview stays responsive: React renders the latest text when idle.
  const deferredSource = useDeferredValue(source);
  // Suspends while a part this document needs (KaTeX, the HTML parser, the highlighter and the
  // grammars its code is in) loads.
  const found = pipelineFor(featuresOf(deferredSource), grammarsOf(deferredSource));
  const pipeline = found instanceof Promise ? use(found) : found;
  return (
    <div className={`markdown-body ${className}`}>
      <Markdown
        remarkPlugins={pipeline.remarkPlugins}
        rehypePlugins={pipeline.rehypePlugins}
        remarkRehypeOptions={remarkRehypeOptions}
        components={components}
        urlTransform={shareUrlTransform}
      >
        {deferredSource}
      </Markdown>
    </div>
  );
}

export const MarkdownView = memo(MarkdownViewImpl);

/** For the error boundary around the view (LazyMarkdownView): parts that failed may be retried. */
export { forgetFailedParts } from './markdownPipeline';

export default MarkdownView;
