/**
 * Renders a mermaid diagram to standalone SVG. mermaid (~1 MB) is imported here, on first use
 * only, so documents without a diagram never download it.
 */
import { toStandaloneSvg, type RenderedDiagram } from './standaloneSvg';

let renderCount = 0;

export async function renderMermaid(source: string, isDark: boolean): Promise<RenderedDiagram> {
  const { default: mermaid } = await import('mermaid');
  mermaid.initialize({
    startOnLoad: false,
    // 'strict': no click handlers or scripts, labels sanitised by mermaid itself.
    securityLevel: 'strict',
    theme: isDark ? 'dark' : 'default',
    // SVG text labels instead of HTML in <foreignObject>, so the picture stands alone as an image.
    htmlLabels: false,
    // Errors come back to us as a rejection; without this mermaid also appends a "bomb" to <body>.
    suppressErrorRendering: true,
  });
  renderCount += 1;
  const { svg } = await mermaid.render(`cp-mermaid-${renderCount}`, source);
  return toStandaloneSvg(svg);
}
