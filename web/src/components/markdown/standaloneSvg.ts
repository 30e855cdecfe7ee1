/**
 * Turns the SVG markup mermaid returns into a self-contained SVG document for an <img>. Shown as an
 * image, nothing inside it can ever run script or reach our page, whatever mermaid let through.
 */

/** Elements that only script or embed other documents: a picture needs none of them. */
const ACTIVE_ELEMENTS = 'script, iframe, object, embed, audio, video, animate, set, handler';
const LINK_ATTRIBUTES = ['href', 'xlink:href', 'src'];

/**
 * Removes everything active from a drawn SVG, as a second wall behind the <img> (which runs no
 * script anyway): script-like elements, on* handlers, and links anywhere but inside the picture.
 */
function scrub(svg: Element): void {
  for (const active of Array.from(svg.querySelectorAll(ACTIVE_ELEMENTS))) active.remove();
  for (const element of [svg, ...Array.from(svg.querySelectorAll('*'))]) {
    for (const { name, value } of Array.from(element.attributes)) {
      const lower = name.toLowerCase();
      const outsideLink = LINK_ATTRIBUTES.includes(lower) && !value.trim().startsWith('#');
      if (lower.startsWith('on') || outsideLink) element.removeAttribute(name);
    }
  }
}

/**
 * Parses as HTML (mermaid serialises with HTML rules, e.g. <br> in labels) and re-serialises as
 * XML, which also writes the namespaces an SVG file needs.
 */
export interface RenderedDiagram {
  svg: string;
  width?: number;
  height?: number;
}

export function toStandaloneSvg(markup: string): RenderedDiagram {
  // DOMParser documents are inert: no scripts run and no resources load while we read it.
  const doc = new DOMParser().parseFromString(markup, 'text/html');
  const svg = doc.body.querySelector('svg');
  if (!svg) throw new Error('no <svg> in diagram output');
  scrub(svg);
  // An image needs its own size; mermaid's is in the viewBox ("minX minY width height").
  const [, , width, height] = (svg.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
  const hasSize = Number.isFinite(width) && Number.isFinite(height) && width! > 0 && height! > 0;
  if (hasSize) {
    svg.setAttribute('width', String(width));
    svg.setAttribute('height', String(height));
    svg.removeAttribute('style');
  }
  return {
    svg: new XMLSerializer().serializeToString(svg),
    width: hasSize ? width : undefined,
    height: hasSize ? height : undefined,
  };
}
