/**
 * PNG export (docs/MARKDOWN.md): the rendered document drawn by html-to-image, at twice the
 * screen's scale for sharpness. Browsers refuse canvases past a size (Chromium about 16k pixels a
 * side and 268M in all, Safari 16M in all), so a long document is drawn at a smaller scale, and
 * one too long even at the smallest is cut into several images, each within the limits.
 */
import { toBlob } from 'html-to-image';

export const MAX_SIDE = 16_000;
export const MAX_AREA = 16_000_000;
export const PREFERRED_SCALE = 2;
export const MIN_SCALE = 1;

export interface PngPlan {
  scale: number;
  /** The CSS-pixel heights of the slices, top to bottom (one for most documents). */
  slices: number[];
}

/** The scale and the slices for a document of this CSS size. */
export function planPng(width: number, height: number): PngPlan {
  const fit = Math.min(MAX_SIDE / height, Math.sqrt(MAX_AREA / (width * height)));
  const scale = Math.max(MIN_SCALE, Math.min(PREFERRED_SCALE, fit));
  const sliceHeight = Math.floor(Math.min(MAX_SIDE / scale, MAX_AREA / (width * scale * scale)));
  const slices: number[] = [];
  for (let top = 0; top < height; top += sliceHeight)
    slices.push(Math.min(sliceHeight, height - top));
  return { scale, slices };
}

export async function documentPngs(element: HTMLElement): Promise<Blob[]> {
  // Drawn on white: a dark theme is lifted for the drawing (its colours are copied inline).
  const root = document.documentElement;
  const wasDark = root.classList.contains('dark');
  root.classList.remove('dark');
  try {
    return await drawSlices(element);
  } finally {
    if (wasDark) root.classList.add('dark');
  }
}

async function drawSlices(element: HTMLElement): Promise<Blob[]> {
  const width = Math.ceil(element.scrollWidth);
  const height = Math.ceil(element.scrollHeight);
  const { scale, slices } = planPng(width, height);
  const blobs: Blob[] = [];
  let top = 0;
  for (const slice of slices) {
    const blob = await toBlob(element, {
      pixelRatio: scale,
      backgroundColor: '#ffffff',
      width,
      height: slice,
      style: { margin: '0', transform: `translateY(${-top}px)`, color: '#111827' },
      filter: (node) => !(node instanceof HTMLButtonElement),
    });
    if (!blob) throw new Error('the browser drew no image');
    blobs.push(blob);
    top += slice;
  }
  return blobs;
}
