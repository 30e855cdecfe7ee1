/**
 * Split mode's synchronised scrolling: the preview follows the editor and the editor the preview,
 * at the same fraction of their heights. A scroll caused by the other side is not echoed back.
 */
import { useCallback, useRef } from 'react';

function fraction(el: HTMLElement): number {
  const range = el.scrollHeight - el.clientHeight;
  return range > 0 ? el.scrollTop / range : 0;
}

/** Scrolls `el` to a fraction; false when it is there already (no scroll event will come). */
function scrollTo(el: HTMLElement, to: number): boolean {
  const top = Math.round(to * (el.scrollHeight - el.clientHeight));
  if (Math.abs(el.scrollTop - top) < 1) return false;
  el.scrollTop = top;
  return true;
}

export function useScrollSync(
  editorScroller: () => HTMLElement | null,
  preview: () => HTMLElement | null,
) {
  // Which side a programmatic scroll was made on, so its own scroll event is ignored.
  const echo = useRef<'editor' | 'preview' | null>(null);

  const follow = useCallback(
    (side: 'editor' | 'preview') => {
      const [from, to] =
        side === 'editor' ? [editorScroller(), preview()] : [preview(), editorScroller()];
      if (!from || !to) return;
      if (echo.current === side) {
        echo.current = null;
        return;
      }
      const other = side === 'editor' ? 'preview' : 'editor';
      echo.current = scrollTo(to, fraction(from)) ? other : null;
    },
    [editorScroller, preview],
  );
  const onEditorScroll = useCallback(() => follow('editor'), [follow]);
  const onPreviewScroll = useCallback(() => follow('preview'), [follow]);

  return { onEditorScroll, onPreviewScroll };
}
