/**
 * What an export is made of (docs/MARKDOWN.md, "Export"): the rendered document on screen, cleaned
 * of our controls, and a file name from the share's title or slug.
 */
import { fileBaseOf } from '../../../lib/saveFile';

export interface ExportSource {
  /** The share's title, when it has one: the file is named after it, else after the slug. */
  title?: string | null;
  slug: string;
  /** The element around the share's text; its `.markdown-body` when rendered. */
  container: HTMLElement;
}

/** "Meeting notes" → "Meeting notes.docx"; characters no file system accepts become "_". */
export function exportFilename(source: Pick<ExportSource, 'title' | 'slug'>, ext: string): string {
  const title = [...(source.title ?? '')]
    .map((char) => (char < ' ' ? '_' : char))
    .join('')
    .replace(/[\\/:*?"<>|]+/g, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 120);
  return `${title || fileBaseOf(source.slug, 'paste')}.${ext}`;
}

/** The rendered document, or the source's block when the reader shows the source. */
export function documentElement(container: HTMLElement): HTMLElement {
  return container.querySelector<HTMLElement>('.markdown-body') ?? container;
}

/** A copy of the document without buttons and screen-only parts; diagrams stay (inlineDiagrams makes them data). */
export function cleanClone(element: HTMLElement): HTMLElement {
  const clone = element.cloneNode(true) as HTMLElement;
  for (const control of clone.querySelectorAll('button, script, input:not([type="checkbox"])'))
    control.remove();
  return clone;
}
