/**
 * Math in shares ($…$, $$…$$): the parser extension and KaTeX. Its stylesheet and fonts are the
 * page's (mathStyles.ts); this runs where the pipeline does, in the Markdown worker.
 */
import type { PluggableList } from 'unified';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';

export const remarkMathPlugins: PluggableList = [remarkMath];

// trust: false keeps \href{javascript:…}, \htmlClass and friends off; maxSize stops a \rule from
// covering the page.
export const rehypeMathPlugins: PluggableList = [
  [rehypeKatex, { throwOnError: false, trust: false, strict: false, maxSize: 50, maxExpand: 500 }],
];
