/**
 * Drag-and-drop of files onto an area: whether files are over it, and the handlers to spread on it.
 * The drop's DataTransfer comes along for callers that read dropped folders: its items can only be
 * read during the drop event itself, and the event for callers that want where it was dropped.
 */
import { useRef, useState, type DragEvent } from 'react';

const carriesFiles = (event: DragEvent) =>
  Array.from(event.dataTransfer?.types ?? []).includes('Files');

export function useFileDrop(
  onFiles: (files: File[], transfer: DataTransfer, event: DragEvent) => void,
) {
  const [isOver, setIsOver] = useState(false);
  // dragenter/dragleave fire for every child crossed; count them so the highlight does not flicker.
  const depth = useRef(0);

  const handlers = {
    onDragEnter(event: DragEvent) {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth.current += 1;
      setIsOver(true);
    },
    onDragOver(event: DragEvent) {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave(event: DragEvent) {
      if (!carriesFiles(event)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setIsOver(false);
    },
    onDrop(event: DragEvent) {
      const files = Array.from(event.dataTransfer?.files ?? []);
      depth.current = 0;
      setIsOver(false);
      if (files.length === 0) return;
      event.preventDefault();
      onFiles(files, event.dataTransfer, event);
    },
  };

  return { isOver, handlers };
}
