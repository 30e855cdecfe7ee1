/**
 * Zoom and pan of an image in its frame: the wheel (and a trackpad's pinch) zooms at the pointer,
 * two fingers pinch, a double click zooms in or back out, dragging a zoomed image moves it, and
 * + − 0 on the keyboard zoom in, out and back, unless typing in a field. The arithmetic is
 * zoomMath's.
 */
import { useCallback, useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import {
  DOUBLE_CLICK_SCALE,
  panBy,
  UNZOOMED,
  ZOOM_STEP,
  zoomAt,
  type Size,
  type ZoomState,
} from './zoomMath';

export interface ZoomPan {
  state: ZoomState;
  zoomIn: () => void;
  zoomOut: () => void;
  reset: () => void;
  handlers: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
    onPointerCancel: (event: PointerEvent<HTMLElement>) => void;
    onDoubleClick: (event: { clientX: number; clientY: number }) => void;
  };
}

type Point = { x: number; y: number };

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function useZoomPan(
  frameRef: RefObject<HTMLElement | null>,
  imageRef: RefObject<HTMLElement | null>,
): ZoomPan {
  const [state, setState] = useState<ZoomState>(UNZOOMED);
  const pointers = useRef(new Map<number, Point>());

  /** Sizes now, and a point in page coordinates relative to the frame's centre. */
  const measure = useCallback(() => {
    const frame = frameRef.current?.getBoundingClientRect();
    const image = imageRef.current;
    const frameSize: Size = { width: frame?.width ?? 0, height: frame?.height ?? 0 };
    const imageSize: Size = { width: image?.offsetWidth ?? 0, height: image?.offsetHeight ?? 0 };
    const fromCentre = (point: Point): Point => ({
      x: point.x - (frame ? frame.left + frame.width / 2 : 0),
      y: point.y - (frame ? frame.top + frame.height / 2 : 0),
    });
    return { frameSize, imageSize, fromCentre };
  }, [frameRef, imageRef]);

  const zoomTo = useCallback(
    (scaleOf: (scale: number) => number, at?: Point) => {
      const { frameSize, imageSize, fromCentre } = measure();
      const point = at ? fromCentre(at) : { x: 0, y: 0 };
      setState((current) => zoomAt(current, scaleOf(current.scale), point, imageSize, frameSize));
    },
    [measure],
  );

  const zoomIn = useCallback(() => zoomTo((scale) => scale * ZOOM_STEP), [zoomTo]);
  const zoomOut = useCallback(() => zoomTo((scale) => scale / ZOOM_STEP), [zoomTo]);
  const reset = useCallback(() => setState(UNZOOMED), []);

  // The wheel is listened to directly: React's wheel listener is passive and cannot stop the page scrolling.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const factor = Math.exp(Math.max(-1, Math.min(1, -event.deltaY / 300)));
      zoomTo((scale) => scale * factor, { x: event.clientX, y: event.clientY });
    };
    frame.addEventListener('wheel', onWheel, { passive: false });
    return () => frame.removeEventListener('wheel', onWheel);
  }, [frameRef, zoomTo]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target)) return;
      const action = { '+': zoomIn, '=': zoomIn, '-': zoomOut, _: zoomOut, '0': reset }[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [zoomIn, zoomOut, reset]);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const before = pointers.current.get(event.pointerId);
    if (!before) return;
    const now = { x: event.clientX, y: event.clientY };
    const others = [...pointers.current].filter(([id]) => id !== event.pointerId);
    pointers.current.set(event.pointerId, now);
    const { frameSize, imageSize, fromCentre } = measure();
    const other = others[0]?.[1];
    if (other) {
      // Pinch: the scale follows the fingers' spread, the image follows their midpoint.
      const spread = distance(now, other) / Math.max(1, distance(before, other));
      const from = middle(before, other);
      const to = middle(now, other);
      setState((current) =>
        panBy(
          zoomAt(current, current.scale * spread, fromCentre(from), imageSize, frameSize),
          to.x - from.x,
          to.y - from.y,
          imageSize,
          frameSize,
        ),
      );
      return;
    }
    setState((current) =>
      current.scale === 1
        ? current
        : panBy(current, now.x - before.x, now.y - before.y, imageSize, frameSize),
    );
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    pointers.current.delete(event.pointerId);
  };

  const onDoubleClick = ({ clientX, clientY }: { clientX: number; clientY: number }) =>
    zoomTo((scale) => (scale > 1 ? 1 : DOUBLE_CLICK_SCALE), { x: clientX, y: clientY });

  return {
    state,
    zoomIn,
    zoomOut,
    reset,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel: onPointerUp,
      onDoubleClick,
    },
  };
}
