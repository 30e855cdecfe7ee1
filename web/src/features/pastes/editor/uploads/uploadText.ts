/**
 * The text an upload puts in the editor (docs/EDITOR.md, "Pasted and dropped files"): a placeholder
 * where the file was pasted or dropped, then the share's link in its place, or nothing if it
 * failed. Pure functions on the editor's text, so they are tested without an editor.
 */

import type { TextChange } from '../editorSurface';

/** What became of an uploaded file: its share's page and the URL of its bytes. */
export interface UploadedLink {
  name: string;
  isImage: boolean;
  /** The share's page (`/file/{slug}`): preview and download. */
  pageUrl: string;
  /** The bytes themselves (`/api/file-view/{slug}`), which an image's Markdown shows. */
  contentUrl: string;
}

/** Brackets and backslashes would end a Markdown label early; newlines would end the line. */
export function escapeLabel(name: string): string {
  return name.replace(/[\r\n]+/g, ' ').replace(/([\\[\]])/g, '\\$1');
}

/** A URL as a Markdown link target: spaces and parentheses would end it early. */
function escapeTarget(url: string): string {
  return url.replace(/[ ()<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * The placeholder of one upload. `label` is the translated "Uploading name…"; Markdown shares get
 * an empty image (it renders as nothing in the preview), plain text a bracketed note.
 */
export function placeholderFor(label: string, markdown: boolean): string {
  return markdown ? `![${escapeLabel(label)}]()` : `[${label}]`;
}

/**
 * Placeholders that are not in `text` yet: a second "image.png" (what browsers name every pasted
 * screenshot) is numbered, so each upload finds its own placeholder again.
 */
export function uniquePlaceholders(
  names: readonly string[],
  text: string,
  make: (name: string) => string,
): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    let candidate = make(name);
    for (let n = 2; text.includes(candidate) || taken.has(candidate); n++) {
      candidate = make(`${name} (${n})`);
    }
    taken.add(candidate);
    return candidate;
  });
}

/** What replaces the placeholder: an image or a link in Markdown, the page's address in plain text. */
export function linkText(link: UploadedLink, markdown: boolean): string {
  if (!markdown) return link.pageUrl;
  const label = escapeLabel(link.name);
  return link.isImage
    ? `![${label}](${escapeTarget(link.contentUrl)})`
    : `[${label}](${escapeTarget(link.pageUrl)})`;
}

/** Several placeholders go in at one place, one per line. */
export function insertion(at: number, placeholders: readonly string[]): TextChange {
  return { from: at, to: at, insert: placeholders.join('\n') };
}

/**
 * Replaces a placeholder, wherever the writer's edits have moved it; null when it is no longer
 * there (deleted by the writer). An empty replacement takes the line with it when the placeholder
 * was alone on its line, so a failed upload leaves no blank line behind.
 */
export function settle(text: string, placeholder: string, replacement: string): TextChange | null {
  const from = text.indexOf(placeholder);
  if (from === -1) return null;
  let to = from + placeholder.length;
  const aloneOnLine = (from === 0 || text[from - 1] === '\n') && text[to] === '\n';
  if (replacement === '' && aloneOnLine) to += 1;
  return { from, to, insert: replacement };
}
