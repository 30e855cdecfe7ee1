/**
 * Where a share's Markdown becomes a tree (markdownToTree.ts): in a worker, so that parsing,
 * sanitising and highlighting never block the page (a typical share took ~300 ms of a mid-range
 * phone's main thread, most of the paste view's blocking time), or in the page where a worker
 * cannot run (jsdom, in tests, has none). MarkdownView turns the tree into React elements.
 *
 * The last few trees are kept by source, as promises React's use() can read. A failure (the
 * worker's code or a part it needs could not be fetched offline) stays until forgetRenderFailures,
 * the view's Retry, as retryableImport's do.
 */
import type { MarkdownFlavour } from './markdownPipeline';
import type { RenderedMarkdown } from './markdownTree';
import { isRejected, retryableImport, settledForUse } from '../../lib/retryableImport';
import type * as InThread from './markdownToTree';
import type { MarkdownRequest, MarkdownResponse } from './markdownWorkerProtocol';

export interface MarkdownEngine {
  render(source: string, flavour: MarkdownFlavour): RenderedMarkdown | Promise<RenderedMarkdown>;
  /** Parts that failed to load are fetched anew on the next render. */
  forgetFailures(): void;
  /** Starts loading the engine's code before the first document arrives. */
  warmUp(): Promise<void>;
}

/** The part of a Worker the engine uses. */
export interface MarkdownWorker {
  postMessage(message: MarkdownRequest): void;
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent<MarkdownResponse>) => void,
  ): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  terminate(): void;
}

interface Waiting {
  source: string;
  flavour: MarkdownFlavour;
  resolve(rendered: RenderedMarkdown | Promise<RenderedMarkdown>): void;
  reject(error: Error): void;
}

/**
 * Renders in a worker made by `createWorker` on first use. Should it fail to start or run (a
 * browser without module workers; its script missing from the cache offline), what it was asked
 * and everything after goes to `fallback`.
 */
export function workerEngine(
  createWorker: () => MarkdownWorker,
  fallback: MarkdownEngine,
): MarkdownEngine {
  let started: { worker: MarkdownWorker; waiting: Map<number, Waiting> } | null = null;
  let failed = false;
  let nextId = 1;

  const start = () => {
    const worker = createWorker();
    const waiting = new Map<number, Waiting>();
    worker.addEventListener('message', ({ data }) => {
      const request = waiting.get(data.id);
      waiting.delete(data.id);
      if ('rendered' in data) request?.resolve(data.rendered);
      else request?.reject(new Error(data.error));
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      worker.terminate();
      failed = true;
      started = null;
      for (const request of waiting.values())
        request.resolve(fallback.render(request.source, request.flavour));
      waiting.clear();
    });
    return { worker, waiting };
  };

  return {
    render(source, flavour) {
      if (failed) return fallback.render(source, flavour);
      const { worker, waiting } = (started ??= start());
      const id = nextId++;
      return new Promise<RenderedMarkdown>((resolve, reject) => {
        waiting.set(id, { source, flavour, resolve, reject });
        worker.postMessage({ type: 'render', id, source, flavour });
      });
    },
    forgetFailures() {
      if (failed) fallback.forgetFailures();
      else started?.worker.postMessage({ type: 'forget-failures' });
    },
    warmUp() {
      if (failed) return fallback.warmUp();
      started ??= start();
      return Promise.resolve();
    },
  };
}

/** Renders in this thread, its code fetched on first use; synchronous once everything is in. */
export function inThreadEngine(): MarkdownEngine {
  const code = retryableImport(() => import('./markdownToTree'));
  let loaded: typeof InThread | undefined;
  const load = () => code.load().then((module) => (loaded = module));
  return {
    render: (source, flavour) =>
      loaded
        ? loaded.markdownToTree(source, flavour)
        : load().then((module) => module.markdownToTree(source, flavour)),
    forgetFailures() {
      code.forgetFailure();
      loaded?.forgetFailedParts();
    },
    warmUp: () => load().then(() => undefined),
  };
}

const engine: MarkdownEngine =
  typeof Worker === 'function'
    ? workerEngine(
        () => new Worker(new URL('./markdown.worker.ts', import.meta.url), { type: 'module' }),
        inThreadEngine(),
      )
    : inThreadEngine();

/** How many trees are kept: the editor's preview asks again for text typed a moment ago. */
const KEPT = 8;
const kept = new Map<string, RenderedMarkdown | Promise<RenderedMarkdown>>();

/**
 * `source` rendered in `flavour`: at once when it is kept (or renders synchronously), else a
 * promise.
 */
export function renderedMarkdown(
  source: string,
  flavour: MarkdownFlavour = 'note',
): RenderedMarkdown | Promise<RenderedMarkdown> {
  const key = `${flavour}\n${source}`;
  let rendered = kept.get(key);
  if (rendered === undefined) {
    const rendering = engine.render(source, flavour);
    rendered = rendering instanceof Promise ? settledForUse(rendering) : rendering;
  }
  // Most recently used last; the oldest goes first.
  kept.delete(key);
  kept.set(key, rendered);
  if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
  return rendered;
}

/** For the view's Retry: failed renders are rendered anew, failed parts fetched anew. */
export function forgetRenderFailures(): void {
  for (const [key, rendered] of kept)
    if (rendered instanceof Promise && isRejected(rendered)) kept.delete(key);
  engine.forgetFailures();
}

/** Starts the engine (the worker and its code) ahead of the first document. */
export function warmUpMarkdownRenderer(): Promise<void> {
  return engine.warmUp();
}
