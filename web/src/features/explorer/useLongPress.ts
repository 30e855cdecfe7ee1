/**
 * Long-press on touch screens: held LONG_PRESS_MS without moving more than
 * LONG_PRESS_TOLERANCE_PX, it fires instead of the tap. Mouse and pen use right click instead.
 */
import { LONG_PRESS_MS, LONG_PRESS_TOLERANCE_PX } from '@cloudpaste/contracts';
import { useEffect, useRef, type MouseEvent, type PointerEvent } from 'react';

export interface Point {
  x: number;
  y: number;
}

export function useLongPress(onLongPress: (point: Point) => void) {
  const callback = useRef(onLongPress);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const start = useRef<Point | null>(null);
  // The tap that ends a long press must not also follow the link underneath.
  const hasFired = useRef(false);

  useEffect(() => {
    callback.current = onLongPress;
  });

  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    start.current = null;
  };
  useEffect(() => {
    const pending = timer;
    return () => clearTimeout(pending.current);
  }, []);

  return {
    onPointerDown(event: PointerEvent) {
      if (event.pointerType !== 'touch') return;
      cancel();
      hasFired.current = false;
      const point = { x: event.clientX, y: event.clientY };
      start.current = point;
      timer.current = setTimeout(() => {
        hasFired.current = true;
        start.current = null;
        callback.current(point);
      }, LONG_PRESS_MS);
    },
    onPointerMove(event: PointerEvent) {
      const origin = start.current;
      if (!origin) return;
      const moved = Math.hypot(event.clientX - origin.x, event.clientY - origin.y);
      if (moved > LONG_PRESS_TOLERANCE_PX) cancel();
    },
    onPointerUp: cancel,
    // The browser takes the pointer over when the finger starts scrolling the page.
    onPointerCancel: cancel,
    onClickCapture(event: MouseEvent) {
      if (!hasFired.current) return;
      hasFired.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
