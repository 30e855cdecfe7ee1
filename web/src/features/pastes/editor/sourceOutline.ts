/**
 * The outline of the Markdown being written, read from the source (the rendered preview may trail
 * or be hidden): ATX headings outside fenced code, each with its offset in the text as its id.
 */
import type { OutlineEntry } from '../../../components/markdown/outline/outlineOf';

const HEADING = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
export const OUTLINE_ID_PREFIX = 'editor-heading-';

export function sourceOutline(text: string): OutlineEntry[] {
  const entries: OutlineEntry[] = [];
  let fence: string | null = null;
  let offset = 0;
  for (const line of text.split('\n')) {
    const marker = FENCE.exec(line)?.[1];
    if (marker && (fence === null || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence === null ? marker : null;
    } else if (fence === null) {
      const heading = HEADING.exec(line);
      if (heading)
        entries.push({
          id: `${OUTLINE_ID_PREFIX}${offset}`,
          text: heading[2]!,
          depth: heading[1]!.length,
        });
    }
    offset += line.length + 1;
  }
  return entries;
}

/** The offset an outline id names. */
export const offsetOf = (id: string) => Number(id.slice(OUTLINE_ID_PREFIX.length));

/** The heading the caret is under: the last one that starts at or before it. */
export function headingAt(entries: readonly OutlineEntry[], caret: number): string | undefined {
  let found: string | undefined;
  for (const entry of entries) {
    if (offsetOf(entry.id) > caret) break;
    found = entry.id;
  }
  return found;
}
