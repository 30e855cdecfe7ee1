/**
 * One renderer per diagram kind, each fetched on first use: a document without a diagram of that
 * kind never downloads its library. Each renderer imports its library lazily too, so the library
 * is a node_modules chunk the service worker does not precache (web/src/pwa/shellChunks.ts).
 * Every renderer answers a standalone SVG document, shown as an <img> (DiagramBlock).
 */
import type { RenderedDiagram } from '../standaloneSvg';
import type { DiagramKind } from './languages';

export type DiagramRenderer = (source: string, isDark: boolean) => Promise<RenderedDiagram>;

const LOADERS: Record<DiagramKind, () => Promise<DiagramRenderer>> = {
  mermaid: async () => (await import('../loadMermaid')).renderMermaid,
  flow: async () => (await import('./renderFlowchart')).renderFlowchart,
  dot: async () => (await import('./renderGraphviz')).renderGraphviz,
  echarts: async () => (await import('./renderECharts')).renderECharts,
  markmap: async () => (await import('./renderMarkmap')).renderMarkmap,
  abc: async () => (await import('./renderAbc')).renderAbc,
};

/** Draws `source` as a `kind` diagram. */
export async function renderDiagram(
  kind: DiagramKind,
  source: string,
  isDark: boolean,
): Promise<RenderedDiagram> {
  const render = await LOADERS[kind]();
  return render(source, isDark);
}
