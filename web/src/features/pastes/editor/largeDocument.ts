/**
 * Large documents (docs/EDITOR.md, "Large documents"): above this size the editor highlights
 * Markdown line by line (code/largeMarkdown.ts) instead of parsing the whole document at every
 * key, and instant render pauses, because both need the full syntax tree, which costs tens of
 * milliseconds per keystroke at a megabyte. bench/benches/editor.bench.ts measures it.
 */

/** Characters above which a document is large. */
export const LARGE_DOCUMENT_CHARS = 200_000;
/**
 * Back below this a large document is a normal one again: a margin, so that typing or deleting
 * around the threshold does not switch the highlighting (and reparse the text) at every key.
 */
export const NORMAL_AGAIN_CHARS = 180_000;

export function isLargeDocument(length: number, wasLarge: boolean): boolean {
  return wasLarge ? length >= NORMAL_AGAIN_CHARS : length > LARGE_DOCUMENT_CHARS;
}
