/** Saving a share's text as a file named after its link. */
import type { PasteFormat } from '@cloudpaste/contracts';
import { fileBaseOf, saveBlob } from '../../../lib/saveFile';

/** "my-notes.md" for Markdown, "my-notes.txt" for text. */
export function downloadFilename(slug: string, format: PasteFormat): string {
  return `${fileBaseOf(slug, 'paste')}.${format === 'markdown' ? 'md' : 'txt'}`;
}

export function downloadText(content: string, filename: string, format: PasteFormat): void {
  const type = format === 'markdown' ? 'text/markdown' : 'text/plain';
  saveBlob(new Blob([content], { type: `${type};charset=utf-8` }), filename);
}
