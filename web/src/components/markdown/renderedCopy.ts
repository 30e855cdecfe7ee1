/**
 * A rendered document made ready to copy (docs/MARKDOWN.md): a clone without our controls, with
 * inline table styles and diagrams as data, and the text a reader would select. Loaded when a copy
 * or an export asks for it, not with the share's page.
 */
import type { DocumentCopy } from './copyDocument';

/** Mail editors drop stylesheets: tables keep visible cells with inline styles. */
const CELL_STYLE = 'border:1px solid #d0d7de;padding:4px 8px';

/** Diagrams are blob: URLs of this page, which mean nothing elsewhere: their SVG goes in as data. */
export async function inlineDiagrams(clone: HTMLElement): Promise<void> {
  await Promise.all(
    [...clone.querySelectorAll<HTMLImageElement>('img[src^="blob:"]')].map(async (image) => {
      try {
        const svg = await (await fetch(image.src)).text();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      } catch {
        image.remove();
      }
    }),
  );
}

/** A copy of `body` without buttons, KaTeX's visual twin (MathML stays) and page-only links. */
async function cleanClone(body: HTMLElement): Promise<HTMLElement> {
  const clone = body.cloneNode(true) as HTMLElement;
  for (const element of clone.querySelectorAll('button, .katex-html, [aria-hidden="true"]'))
    element.remove();
  for (const cell of clone.querySelectorAll<HTMLElement>('th, td'))
    cell.setAttribute('style', CELL_STYLE);
  for (const table of clone.querySelectorAll('table'))
    table.setAttribute('style', 'border-collapse:collapse');
  await inlineDiagrams(clone);
  return clone;
}

/** The text a reader would select: read from the clone laid out off screen (innerText). */
function laidOutText(clone: HTMLElement): string {
  const holder = document.createElement('div');
  holder.setAttribute('aria-hidden', 'true');
  holder.style.cssText = 'position:fixed;left:-100000px;top:0;width:800px;white-space:normal';
  holder.append(clone);
  document.body.append(holder);
  try {
    // jsdom (unit tests) lays nothing out and has no innerText.
    const text = (clone.innerText as string | undefined) ?? clone.textContent ?? '';
    return text.replace(/\n{3,}/g, '\n\n').trim();
  } finally {
    holder.remove();
  }
}

export async function renderedCopy(body: HTMLElement): Promise<DocumentCopy> {
  const clone = await cleanClone(body);
  const html = `<div>${clone.innerHTML}</div>`;
  return { html, text: laidOutText(clone) };
}
