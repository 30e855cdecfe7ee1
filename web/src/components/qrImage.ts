/**
 * A shown QR code saved as a file: the drawn SVG as it is, or painted onto a canvas as a PNG, so
 * the image people print or paste is exactly the code they scanned on screen.
 */

/** PNG edge in pixels: the on-screen size is too small to print sharply. */
export const QR_PNG_SIZE = 512;

/** A standalone SVG document: the namespace, which inline SVG in HTML leaves out, is required in a file. */
export function svgDocument(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.removeAttribute('role');
  copy.removeAttribute('data-testid');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
}

export function svgBlob(svg: SVGSVGElement): Blob {
  return new Blob([svgDocument(svg)], { type: 'image/svg+xml' });
}

/** The SVG painted at QR_PNG_SIZE with crisp modules (no smoothing between them). */
export async function pngBlob(svg: SVGSVGElement): Promise<Blob> {
  const url = URL.createObjectURL(svgBlob(svg));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = QR_PNG_SIZE;
    canvas.height = QR_PNG_SIZE;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.imageSmoothingEnabled = false;
    context.drawImage(image, 0, 0, QR_PNG_SIZE, QR_PNG_SIZE);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No PNG'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
