/**
 * ```markmap blocks: markmap-lib turns the Markdown outline into a tree, markmap-view lays it out
 * in a hidden box, and the SVG becomes an image. markmap-view writes each label as HTML, so every
 * label is first cut down to its text (textLabels): no markup from a share reaches the page.
 */
import type { Transformer } from 'markmap-lib/no-plugins';
import { toStandaloneSvg, type RenderedDiagram } from '../standaloneSvg';
import { drawOffscreen } from './offscreen';

/** A node of the tree markmap-lib makes (its type lives in markmap-common). */
type IPureNode = ReturnType<Transformer['transform']>['root'];

const PADDING = 16;
const SVG_NS = 'http://www.w3.org/2000/svg';

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The tree with each label's HTML replaced by its text, escaped (read in an inert document). */
export function textLabels(node: IPureNode): IPureNode {
  const text = new DOMParser().parseFromString(node.content, 'text/html').body.textContent ?? '';
  return { ...node, content: escapeText(text), children: node.children.map(textLabels) };
}

function nextFrames(count: number): Promise<void> {
  return new Promise((resolve) => {
    const tick = (left: number) =>
      left === 0 ? resolve() : requestAnimationFrame(() => tick(left - 1));
    tick(count);
  });
}

export async function renderMarkmap(source: string): Promise<RenderedDiagram> {
  const [{ Transformer }, { Markmap }] = await Promise.all([
    import('markmap-lib/no-plugins'),
    import('markmap-view'),
  ]);
  const { root } = new Transformer([]).transform(source);
  if (!root.content && root.children.length === 0) throw new Error('the mind map is empty');
  const markup = await drawOffscreen(async (host) => {
    const svg = document.createElementNS(SVG_NS, 'svg');
    svg.setAttribute('width', '800');
    svg.setAttribute('height', '600');
    host.append(svg);
    const view = new Markmap(svg, { duration: 0, autoFit: false, zoom: false, pan: false });
    await view.setData(textLabels(root));
    // Even with no duration, d3 moves nodes into place on its next timer ticks (animation frames).
    await nextFrames(3);
    // Crop to the drawing: its own box becomes the picture's viewBox.
    const g = svg.querySelector('g');
    if (!g) throw new Error('nothing was drawn');
    g.removeAttribute('transform');
    const box = g.getBBox();
    svg.setAttribute(
      'viewBox',
      [box.x - PADDING, box.y - PADDING, box.width + 2 * PADDING, box.height + 2 * PADDING].join(
        ' ',
      ),
    );
    const out = svg.outerHTML;
    view.destroy();
    return out;
  });
  return toStandaloneSvg(markup);
}
