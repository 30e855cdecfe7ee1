/**
 * The page's side of the Markdown worker, against a stand-in worker that answers with the worker's
 * own code (markdownWorkerProtocol.ts) on a later task, as a real one would.
 */
import { describe, expect, it, vi } from 'vitest';
import { workerEngine, type MarkdownEngine, type MarkdownWorker } from './markdownRenderer';
import { FRAGMENT, type MarkdownElement, type RenderedMarkdown } from './markdownTree';
import { answer, type MarkdownRequest, type MarkdownResponse } from './markdownWorkerProtocol';

class StandInWorker implements MarkdownWorker {
  readonly requests: MarkdownRequest[] = [];
  terminated = false;

  /** `answers: false`: it takes requests but never answers them by itself. */
  constructor(private readonly answers = true) {}
  private readonly listeners = {
    message: [] as ((event: MessageEvent) => void)[],
    error: [] as ((event: Event) => void)[],
  };

  addEventListener(type: 'message' | 'error', listener: (event: never) => void): void {
    this.listeners[type].push(listener as never);
  }

  postMessage(request: MarkdownRequest): void {
    this.requests.push(request);
    void answer(request).then((response) => {
      if (response && this.answers && !this.terminated) this.deliver(response);
    });
  }

  deliver(response: MarkdownResponse): void {
    for (const listener of this.listeners.message)
      listener(new MessageEvent('message', { data: response }));
  }

  fail(): void {
    for (const listener of this.listeners.error) listener(new Event('error', { cancelable: true }));
  }

  terminate(): void {
    this.terminated = true;
  }
}

function unusedFallback(): MarkdownEngine {
  return {
    render: vi.fn(() => Promise.reject(new Error('fallback used'))),
    forgetFailures: vi.fn(),
    warmUp: vi.fn(() => Promise.resolve()),
  };
}

/** The first element under the root fragment. */
const firstElement = (tree: MarkdownElement) =>
  [tree.props.children]
    .flat()
    .find((node): node is MarkdownElement => typeof node === 'object' && node !== null);

describe('workerEngine', () => {
  it('starts one worker on first use and matches each answer to its request', async () => {
    const workers: StandInWorker[] = [];
    const engine = workerEngine(() => {
      const worker = new StandInWorker();
      workers.push(worker);
      return worker;
    }, unusedFallback());
    expect(workers).toHaveLength(0);

    const [heading, list, math] = await Promise.all([
      engine.render('# Release notes', 'note'),
      engine.render('- one\n- two', 'note'),
      engine.render('Costs $x^2$.', 'note'),
    ]);
    expect(workers).toHaveLength(1);
    expect(heading.tree.type).toBe(FRAGMENT);
    expect(firstElement(heading.tree)).toMatchObject({
      type: 'h1',
      props: { id: 'user-content-release-notes', children: 'Release notes' },
    });
    expect(firstElement(list.tree)?.type).toBe('ul');
    // Only a document with math has the page load KaTeX's stylesheet.
    expect([heading.hasMath, list.hasMath, math.hasMath]).toEqual([false, false, true]);
    // Plain data for the structured clone, as it arrives.
    expect(structuredClone(list)).toEqual(list);
  });

  it('renders a single line break as a break in a note, not in a document (docs/MARKDOWN.md)', async () => {
    const engine = workerEngine(() => new StandInWorker(), unusedFallback());
    const source = 'first line\nsecond line';
    const [note, document] = await Promise.all([
      engine.render(source, 'note'),
      engine.render(source, 'document'),
    ]);
    expect(firstElement(note.tree)).toMatchObject({
      type: 'p',
      props: { children: ['first line', { type: 'br' }, '\n', 'second line'] },
    });
    expect(firstElement(document.tree)).toMatchObject({
      type: 'p',
      props: { children: 'first line\nsecond line' },
    });
  });

  it('answers a request whose rendering failed with its error', async () => {
    const worker = new StandInWorker(false);
    const engine = workerEngine(() => worker, unusedFallback());
    const rendering = engine.render('anything', 'note');
    const [request] = worker.requests;
    worker.deliver({ id: request?.type === 'render' ? request.id : 0, error: 'Failed to fetch' });
    await expect(rendering).rejects.toThrow('Failed to fetch');
  });

  it('asks the worker to forget failed parts on Retry', async () => {
    const worker = new StandInWorker();
    const engine = workerEngine(() => worker, unusedFallback());
    await engine.warmUp();
    engine.forgetFailures();
    expect(worker.requests).toEqual([{ type: 'forget-failures' }]);
  });

  it('hands what it was asked, and everything after, to the fallback when the worker fails', async () => {
    const worker = new StandInWorker(false);
    const rendered: RenderedMarkdown = { tree: { type: FRAGMENT, props: {} }, hasMath: false };
    const fallback: MarkdownEngine = {
      render: vi.fn(() => rendered),
      forgetFailures: vi.fn(),
      warmUp: vi.fn(() => Promise.resolve()),
    };
    const engine = workerEngine(() => worker, fallback);
    const waiting = engine.render('# waiting', 'document');
    worker.fail();
    await expect(waiting).resolves.toBe(rendered);
    expect(engine.render('# later', 'note')).toBe(rendered);
    expect(fallback.render).toHaveBeenCalledWith('# waiting', 'document');
    expect(fallback.render).toHaveBeenCalledWith('# later', 'note');
    engine.forgetFailures();
    expect(fallback.forgetFailures).toHaveBeenCalled();
    expect(worker.requests).toHaveLength(1);
    expect(worker.terminated).toBe(true);
  });
});
