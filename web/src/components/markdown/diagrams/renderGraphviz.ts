/** ```dot / ```graphviz blocks: Graphviz compiled to WebAssembly (@viz-js/viz) writes SVG text. */
import { toStandaloneSvg, type RenderedDiagram } from '../standaloneSvg';

/** Defaults a graph may override: a transparent page and light strokes on the dark theme. */
function colours(isDark: boolean) {
  const ink = isDark ? '#e5e7eb' : '#111827';
  return {
    graphAttributes: { bgcolor: 'transparent', color: ink, fontcolor: ink },
    nodeAttributes: { color: ink, fontcolor: ink },
    edgeAttributes: { color: ink, fontcolor: ink },
  };
}

export async function renderGraphviz(source: string, isDark: boolean): Promise<RenderedDiagram> {
  const { instance } = await import('@viz-js/viz');
  const viz = await instance();
  // Throws with Graphviz's own messages when the graph does not parse.
  const svg = viz.renderString(source, { format: 'svg', ...colours(isDark) });
  return toStandaloneSvg(svg);
}
