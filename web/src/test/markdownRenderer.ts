/**
 * For tests that render Markdown: the renderer, KaTeX (and its stylesheet), the HTML parser and the
 * highlighter load on demand; loaded before the file's tests, every render is synchronous (in this
 * thread: jsdom has no Worker). Fake timers and stubbed globals are undone after each test.
 */
import i18n from 'i18next';
import { afterEach, beforeAll, vi } from 'vitest';
import { preloadFeatures } from '../components/markdown/markdownPipeline';
import { mathStyles, warmUpMarkdownRenderer } from '../components/markdown/MarkdownView';

export function loadMarkdownRendererForTests(resetMocks: () => void = () => undefined) {
  beforeAll(async () => {
    await i18n.changeLanguage('en-US');
    await Promise.all([warmUpMarkdownRenderer(), mathStyles.load(), preloadFeatures()]);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    resetMocks();
  });
}
