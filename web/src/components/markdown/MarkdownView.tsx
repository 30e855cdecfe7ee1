/**
 * Renders a share's Markdown: GFM, KaTeX math, highlighted code, mermaid diagrams and heading ids.
 * Share content is hostile input: raw HTML is parsed, then cut down to an allowlist before anything
 * else touches it, and React builds the DOM from that tree (no HTML string is ever re-parsed).
 */
import { memo, useDeferredValue } from 'react';
import Markdown, { type Components, type Options } from 'react-markdown';
import rehypeHighlight from 'rehype-highlight';
import rehypeKatex from 'rehype-katex';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import 'katex/dist/katex.min.css';
import { CodeBlock } from './CodeBlock';
import { rehypeHeadingIds } from './headingIds';
import { rehypeLinkPolicy } from './linkPolicy';
import { shareSanitizeSchema } from './sanitizeSchema';
import { shareUrlTransform } from './urlPolicy';
import './highlight.css';
import './markdown.css';

export interface MarkdownViewProps {
  source: string;
  className?: string;
}

const remarkPlugins: Options['remarkPlugins'] = [remarkGfm, remarkMath];

// Order matters: sanitize straight after parsing raw HTML, so the plugins after it only add
// markup we generate (KaTeX, highlight spans, ids, link attributes) to an already trusted tree.
const rehypePlugins: Options['rehypePlugins'] = [
  rehypeRaw,
  [rehypeSanitize, shareSanitizeSchema],
  rehypeHeadingIds,
  // trust: false keeps \href{javascript:…}, \htmlClass and friends off; maxSize stops a \rule
  // from covering the page.
  [rehypeKatex, { throwOnError: false, trust: false, strict: false, maxSize: 50, maxExpand: 500 }],
  [rehypeHighlight, { plainText: ['mermaid', 'text', 'txt', 'plain'] }],
  rehypeLinkPolicy,
];

// The sanitizer prefixes ids once; remark-rehype's own prefix would double it on footnotes.
const remarkRehypeOptions: Options['remarkRehypeOptions'] = { clobberPrefix: '' };

const components: Components = { pre: CodeBlock };

function MarkdownViewImpl({ source, className = '' }: MarkdownViewProps) {
  // Typing in the editor's live preview stays responsive: React renders the latest text when idle.
  const deferredSource = useDeferredValue(source);
  return (
    <div className={`markdown-body ${className}`}>
      <Markdown
        remarkPlugins={remarkPlugins}
        rehypePlugins={rehypePlugins}
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

export default MarkdownView;
