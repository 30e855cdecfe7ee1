/**
 * Copying a document (docs/MARKDOWN.md): as rich HTML that pastes formatted into mail and office
 * editors (with a plain-text twin on the same clipboard item), or as its plain text. What is copied
 * is the page's own sanitised rendering, cleaned of our controls (renderedCopy.ts), or its source.
 */
import { copyText } from '../copyText';

export interface DocumentCopy {
  html: string;
  text: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Text shown as source: a preformatted block. */
export function sourceCopy(source: string): DocumentCopy {
  return { html: `<pre>${escapeHtml(source)}</pre>`, text: source };
}

/**
 * Puts HTML and its plain text on the clipboard as one item; plain text where that cannot be. The
 * item is written at once with promised contents, so the click's permission to write still holds
 * while the copy is made (Safari refuses a write after an await).
 */
export async function copyRich(made: Promise<DocumentCopy>): Promise<boolean> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = (type: string, pick: (copy: DocumentCopy) => string) =>
      made.then((copy) => new Blob([pick(copy)], { type }));
    try {
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/html': blob('text/html', (copy) => copy.html),
          'text/plain': blob('text/plain', (copy) => copy.text),
        }),
      ]);
      return true;
    } catch {
      // Refused (plain http, permission): the text at least.
    }
  }
  return copyText((await made).text);
}
