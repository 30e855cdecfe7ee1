/**
 * Turns the SVG markup mermaid returns into a self-contained SVG document for an <img>. Shown as an
 * image, nothing inside it can ever run script or reach our page, whatever mermaid let through.
 */

/**
 * Parses as HTML (mermaid serialises with HTML rules, e.g. <br> in labels) and re-serialises as
 * XML, which also writes the namespaces an SVG file needs.
 */
export function toStandaloneSvg(markup: string): { svg: string; width?: number; height?: number } {
  // DOMParser documents are inert: no scripts run and no resources load while we read it.
  const doc = new DOMParser().parseFromString(markup, 'text/html');
  const svg = doc.body.querySelector('svg');
  if (!svg) throw new Error('no <svg> in diagram output');
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
