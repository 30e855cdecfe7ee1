/** ```abc blocks: abcjs engraves the music notation in a hidden box; its SVG becomes an image. */
import { toStandaloneSvg, type RenderedDiagram } from '../standaloneSvg';
import { drawOffscreen, svgMarkupIn } from './offscreen';

export async function renderAbc(source: string, isDark: boolean): Promise<RenderedDiagram> {
  const ink = isDark ? '#e5e7eb' : '#111827';
  const { default: abcjs } = await import('abcjs');
  const markup = await drawOffscreen((host) => {
    const [tune] = abcjs.renderAbc(host, source, { foregroundColor: ink, staffwidth: 680 });
    if (!tune || tune.lines.length === 0) {
      throw new Error(tune?.warnings?.join('\n') || 'no music in this block');
    }
    // Titles and words are drawn in abcjs's own black, whatever the foreground: same ink for all.
    for (const text of host.querySelectorAll('svg text')) text.setAttribute('fill', ink);
    return svgMarkupIn(host);
  });
  return toStandaloneSvg(markup);
}
