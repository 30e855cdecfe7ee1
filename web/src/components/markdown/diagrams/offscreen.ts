/**
 * A hidden box in the document for libraries that measure text while they draw (flowchart.js,
 * markmap, abcjs need a laid-out element). Only the library's SVG output is read back and the box
 * is removed at once; the picture is then shown as an <img> (DiagramBlock).
 */
export async function drawOffscreen<T>(draw: (host: HTMLDivElement) => T | Promise<T>): Promise<T> {
  const host = document.createElement('div');
  host.setAttribute('aria-hidden', 'true');
  // Laid out (text can be measured) but out of sight and out of reach of the pointer.
  host.style.cssText =
    'position:absolute;left:-10000px;top:0;width:800px;visibility:hidden;pointer-events:none';
  document.body.append(host);
  try {
    return await draw(host);
  } finally {
    host.remove();
  }
}

/** The first <svg> a library drew into `host`, as markup. */
export function svgMarkupIn(host: Element): string {
  const svg = host.querySelector('svg');
  if (!svg) throw new Error('nothing was drawn');
  return svg.outerHTML;
}
