/** ```echarts blocks: JSON options drawn by ECharts' SVG renderer to a string (server-side mode). */
import { toStandaloneSvg, type RenderedDiagram } from '../standaloneSvg';
import { parseChartOptions } from './echartsOptions';

const WIDTH = 720;
const HEIGHT = 420;

export async function renderECharts(source: string, isDark: boolean): Promise<RenderedDiagram> {
  const options = parseChartOptions(source);
  const echarts = await import('echarts');
  // ssr: no DOM, no events, no animation frames; only an SVG string comes out.
  const chart = echarts.init(null, isDark ? 'dark' : undefined, {
    renderer: 'svg',
    ssr: true,
    width: WIDTH,
    height: HEIGHT,
  });
  try {
    chart.setOption({ backgroundColor: 'transparent', ...options, animation: false });
    return toStandaloneSvg(chart.renderToSVGString());
  } finally {
    chart.dispose();
  }
}
