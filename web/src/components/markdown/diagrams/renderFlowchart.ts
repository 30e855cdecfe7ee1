/** ```flow blocks: flowchart.js (with Raphaël) draws into a hidden box; its SVG becomes an image. */
import { toStandaloneSvg, type RenderedDiagram } from '../standaloneSvg';
import { drawOffscreen, svgMarkupIn } from './offscreen';

/** Light strokes and text on the dark theme, the library's own colours otherwise. */
function colours(isDark: boolean) {
  return isDark
    ? {
        'line-color': '#e5e7eb',
        'element-color': '#e5e7eb',
        'font-color': '#e5e7eb',
        fill: '#1f2937',
      }
    : {
        'line-color': '#111827',
        'element-color': '#111827',
        'font-color': '#111827',
        fill: '#fff',
      };
}

export async function renderFlowchart(source: string, isDark: boolean): Promise<RenderedDiagram> {
  const { default: flowchart } = await import('flowchart.js');
  const markup = await drawOffscreen((host) => {
    const chart = flowchart.parse(source);
    chart.drawSVG(host, {
      'font-family': 'sans-serif',
      'line-width': 2,
      'font-size': 14,
      ...colours(isDark),
    });
    const svg = svgMarkupIn(host);
    chart.clean();
    return svg;
  });
  const drawn = toStandaloneSvg(markup);
  if (!/<(rect|path)\b/.test(drawn.svg)) throw new Error('the flowchart has no elements');
  return drawn;
}
