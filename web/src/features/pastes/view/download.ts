/** Saving a share's text as a file named after its link. */
import type { PasteFormat } from '@cloudpaste/contracts';

/** "my-notes.md" for Markdown, "my-notes.txt" for text; slugs are already filename-safe. */
export function downloadFilename(slug: string, format: PasteFormat): string {
  const base = slug.replace(/[^\w.-]+/g, '_').replace(/^\.+/, '') || 'paste';
  return `${base}.${format === 'markdown' ? 'md' : 'txt'}`;
}

/** How long the object URL outlives the click; the browser has started the download by then. */
const REVOKE_AFTER_MS = 10_000;

export function downloadText(content: string, filename: string, format: PasteFormat): void {
  const type = format === 'markdown' ? 'text/markdown' : 'text/plain';
  const url = URL.createObjectURL(new Blob([content], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
