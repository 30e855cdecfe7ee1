/**
 * A share's Markdown to the tree the page renders: remark (GFM, a note's line breaks, math) and
 * remark-rehype, then the rehype plugins of markdownPipeline.ts (the sanitiser straight after the
 * HTML parser), then the last pass react-markdown would make (raw HTML left unparsed shows as
 * text; every URL attribute goes through the URL policy once more), then React's element tree as
 * plain data (hastToTree.ts).
 * Everything but React: it runs in the Markdown worker (markdown.worker.ts), or in the page where
 * no worker can run (markdownRenderer.ts).
 */
import type { Root } from 'hast';
import { urlAttributes } from 'html-url-attributes';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Processor } from 'unified';
import { visit } from 'unist-util-visit';
import { grammarsOf } from './codeLanguages';
import { hastToTree } from './hastToTree';
import { featuresOf, pipelineFor, type MarkdownFlavour, type Pipeline } from './markdownPipeline';
import type { MarkdownElement, RenderedMarkdown } from './markdownTree';
import { shareUrlTransform } from './urlPolicy';

export { forgetFailedParts } from './markdownPipeline';

/** The processor of each pipeline, built once (a frozen processor is reusable). */
const processors = new WeakMap<Pipeline, Processor>();

function processorOf(pipeline: Pipeline): Processor {
  let processor = processors.get(pipeline);
  if (!processor) {
    processor = unified()
      .use(remarkParse)
      .use(pipeline.remarkPlugins)
      // Raw HTML reaches rehype (rehype-raw parses it when the document has any). The sanitizer
      // prefixes ids once; remark-rehype's own prefix would double it on footnotes.
      .use(remarkRehype, { allowDangerousHtml: true, clobberPrefix: '' })
      .use(pipeline.rehypePlugins)
      .freeze() as unknown as Processor;
    processors.set(pipeline, processor);
  }
  return processor;
}

/** react-markdown's post pass. */
function finish(tree: Root): Root {
  visit(tree, (node, index, parent) => {
    if (node.type === 'raw' && parent && typeof index === 'number') {
      parent.children[index] = { type: 'text', value: node.value };
      return;
    }
    if (node.type !== 'element') return;
    for (const [key, tags] of Object.entries(urlAttributes)) {
      if (!Object.hasOwn(node.properties, key)) continue;
      if (tags !== null && !tags.includes(node.tagName)) continue;
      const url = shareUrlTransform(String(node.properties[key] ?? ''), key);
      if (url === undefined) delete node.properties[key];
      else node.properties[key] = url;
    }
  });
  return tree;
}

function run(pipeline: Pipeline, source: string): MarkdownElement {
  const processor = processorOf(pipeline);
  return hastToTree(finish(processor.runSync(processor.parse(source)) as Root));
}

/**
 * `source` rendered in `flavour`: at once when the parts it needs are loaded, else a promise of it
 * (they load first: KaTeX, the HTML parser, the highlighter and the grammars its code names).
 */
export function markdownToTree(
  source: string,
  flavour: MarkdownFlavour = 'note',
): RenderedMarkdown | Promise<RenderedMarkdown> {
  const features = featuresOf(source);
  const hasMath = features.includes('math');
  const found = pipelineFor(features, grammarsOf(source), flavour);
  return found instanceof Promise
    ? found.then((pipeline) => ({ tree: run(pipeline, source), hasMath }))
    : { tree: run(found, source), hasMath };
}
