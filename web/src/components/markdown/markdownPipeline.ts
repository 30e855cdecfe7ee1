/**
 * The plugins of the Markdown pipeline (markdownToTree.ts), with its heavy parts loaded only for
 * documents that use them: KaTeX for math (a "$"), the HTML parser for raw HTML (a "<"), the
 * highlighter for code (with only the grammars its code blocks name). A share without math never
 * downloads KaTeX. Each test errs towards loading: a "$" that is no math only costs the download.
 * Without the HTML parser, raw HTML would show as text, never as markup.
 */
import rehypeSanitize from 'rehype-sanitize';
import remarkBreaks from 'remark-breaks';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import { retryableImport, type RetryableImport } from '../../lib/retryableImport';
import { GRAMMARS } from './codeLanguages';
import { DIAGRAM_LANGUAGES } from './diagrams/languages';
import { rehypeHeadingIds } from './headingIds';
import { rehypeLinkPolicy } from './linkPolicy';
import { shareSanitizeSchema } from './sanitizeSchema';

export type Feature = 'math' | 'html' | 'code';

/**
 * How a single line break reads (docs/MARKDOWN.md). 'note', for text shares and the editor: as a
 * break, the way GitHub comments and PrivateBin show pasted notes. 'document', for .md files: strict
 * CommonMark, where it joins the two lines into one paragraph line.
 */
export type MarkdownFlavour = 'note' | 'document';
export const FEATURES: readonly Feature[] = ['math', 'html', 'code'];

interface Part {
  remark: PluggableList;
  rehype: PluggableList;
}

/** The highlighter's grammars, registered per document (highlightCode.ts). */
interface Grammars {
  isRegistered(name: string): boolean;
  registerGrammars(names: readonly string[]): Promise<void>;
}

/** Each part's chunk, fetched once; a failure stays until forgetFailedParts (retryableImport). */
const PARTS: Record<Feature, RetryableImport<Part>> = {
  math: retryableImport(async () => {
    const { remarkMathPlugins, rehypeMathPlugins } = await import('./mathPlugins');
    return { remark: remarkMathPlugins, rehype: rehypeMathPlugins };
  }),
  html: retryableImport(async () => ({
    remark: [],
    rehype: [(await import('rehype-raw')).default],
  })),
  code: retryableImport(async () => {
    const highlighter = await import('./highlightCode');
    grammars = highlighter;
    return {
      remark: [],
      rehype: [
        [
          highlighter.rehypeCodeHighlight,
          { plainText: [...DIAGRAM_LANGUAGES, 'text', 'txt', 'plain'] },
        ],
      ],
    };
  }),
};

/** Set once the highlighter is loaded. */
let grammars: Grammars | undefined;

const CODE = /```|~~~|^(?: {4}|\t)|<(?:pre|code)\b/m;
/** Fenced blocks and one-line code spans: a "$" in code (`${name}`, shell variables) is no math. */
const FENCED = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[`~]*[ \t]*$|(?![\s\S]))/gm;
const SPAN = /`[^`\n]*`/g;

/** The optional parts `source` needs. */
export function featuresOf(source: string): Feature[] {
  return FEATURES.filter((feature) => {
    if (feature === 'math') return source.replace(FENCED, '').replace(SPAN, '').includes('$');
    if (feature === 'html') return source.includes('<');
    return CODE.test(source);
  });
}

const parts = new Map<Feature, Part>();

function load(feature: Feature): Promise<void> {
  return PARTS[feature].load().then((part) => void parts.set(feature, part));
}

async function loadParts(features: readonly Feature[]): Promise<void> {
  await Promise.all(features.map(load));
}

/**
 * Loads the parts of `features` and the highlighter's grammars named, ahead of time; by default
 * all of them (tests render at once with it).
 */
export async function preloadFeatures(
  features: readonly Feature[] = FEATURES,
  grammarNames: readonly string[] = Object.keys(GRAMMARS),
): Promise<void> {
  await loadParts(features);
  if (features.includes('code')) await grammars?.registerGrammars(grammarNames);
}

export interface Pipeline {
  remarkPlugins: PluggableList;
  rehypePlugins: PluggableList;
}

const pipelines = new Map<string, Pipeline>();
const pending = new Map<string, Promise<Pipeline>>();

function build(features: readonly Feature[], flavour: MarkdownFlavour): Pipeline {
  const part = (feature: Feature) => (features.includes(feature) ? parts.get(feature) : undefined);
  return {
    remarkPlugins: [
      remarkGfm,
      ...(flavour === 'note' ? [remarkBreaks] : []),
      ...(part('math')?.remark ?? []),
    ],
    // Order matters: sanitize straight after parsing raw HTML, so the plugins after it only add
    // markup we generate (KaTeX, highlight spans, ids, link attributes) to an already trusted tree.
    rehypePlugins: [
      ...(part('html')?.rehype ?? []),
      [rehypeSanitize, shareSanitizeSchema],
      rehypeHeadingIds,
      ...(part('math')?.rehype ?? []),
      ...(part('code')?.rehype ?? []),
      rehypeLinkPolicy,
    ],
  };
}

function builtPipeline(features: readonly Feature[], flavour: MarkdownFlavour): Pipeline {
  const key = `${flavour}:${features.join()}`;
  let pipeline = pipelines.get(key);
  if (!pipeline) {
    pipeline = build(features, flavour);
    pipelines.set(key, pipeline);
  }
  return pipeline;
}

/**
 * The pipeline for `features` in `flavour`, with the highlighter's `grammarNames`
 * (codeLanguages.grammarsOf) registered: at once when all are loaded, else a promise of it (the
 * same promise until it settles, as React's use() needs).
 */
export function pipelineFor(
  features: readonly Feature[],
  grammarNames: readonly string[] = [],
  flavour: MarkdownFlavour = 'note',
): Pipeline | Promise<Pipeline> {
  const needed = features.includes('code') ? grammarNames : [];
  const ready =
    features.every((feature) => parts.has(feature)) &&
    needed.every((name) => grammars?.isRegistered(name));
  if (ready) return builtPipeline(features, flavour);
  // Kept once settled: React reads the same promise again after a failure (see retryableImport).
  const key = `${flavour}:${features.join()}|${needed.join()}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = preloadFeatures(features, needed).then(() => builtPipeline(features, flavour));
    pending.set(key, promise);
  }
  return promise;
}

/**
 * Lets the parts that failed to load (offline before the service worker held them) be tried again
 * on the next render: the Markdown view's error boundary calls it when it resets.
 */
export function forgetFailedParts(): void {
  for (const part of Object.values(PARTS)) part.forgetFailure();
  pending.clear();
}
