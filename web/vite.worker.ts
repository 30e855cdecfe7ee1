/**
 * How web workers (the Markdown worker) are built. A worker has no DOM, yet Vite resolves its
 * imports with the page's "browser" export condition, and two of the Markdown pipeline's packages
 * use the DOM in their browser build (an element to decode entities, a template to parse KaTeX's
 * HTML). Each also exports a build for workers; this resolves them to it.
 */
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const NEED_A_DOM_IN_BROWSERS = [
  'decode-named-character-reference',
  'hast-util-from-html-isomorphic',
];

export function workerBuildsWithoutDom(): Plugin {
  // Node's resolution uses the default export condition: the entry these packages give workers.
  const require = createRequire(import.meta.url);
  return {
    name: 'cloudpaste:worker-without-dom',
    enforce: 'pre',
    resolveId(source) {
      return NEED_A_DOM_IN_BROWSERS.includes(source) ? require.resolve(source) : null;
    },
  };
}
