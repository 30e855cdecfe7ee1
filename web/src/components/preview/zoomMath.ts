/**
 * The arithmetic of zooming an image in its frame: a scale and an offset of the image's centre
 * from the frame's centre, in screen pixels. Zooming at a point keeps that point under the
 * pointer; the offset is kept so the image never leaves a gap it could cover.
 */
export interface ZoomState {
  scale: number;
  x: number;
  y: number;
}

export const MIN_SCALE = 1;
export const MAX_SCALE = 8;
/** One press of + or − (or one wheel notch) multiplies or divides the scale by this. */
export const ZOOM_STEP = 1.25;
/** A double click on an unzoomed image zooms to this. */
export const DOUBLE_CLICK_SCALE = 2.5;

export const UNZOOMED: ZoomState = { scale: 1, x: 0, y: 0 };

export interface Size {
  width: number;
  height: number;
}

/** `+ 0` turns -0 into 0: an offset of nothing has no side. */
const clampNumber = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, value)) + 0;

/** The offset limited so the scaled image (drawn at `image` size when unzoomed) covers what it can of the frame. */
export function clampOffset(state: ZoomState, image: Size, frame: Size): ZoomState {
  const reachX = Math.max(0, (image.width * state.scale - frame.width) / 2);
  const reachY = Math.max(0, (image.height * state.scale - frame.height) / 2);
  return {
    scale: state.scale,
    x: clampNumber(state.x, -reachX, reachX),
    y: clampNumber(state.y, -reachY, reachY),
  };
}

/**
 * The state after zooming to `scale` around `point` (from the frame's centre): the image point
 * under it stays there.
 */
export function zoomAt(
  state: ZoomState,
  scale: number,
  point: { x: number; y: number },
  image: Size,
  frame: Size,
): ZoomState {
  const next = clampNumber(scale, MIN_SCALE, MAX_SCALE);
  const ratio = next / state.scale;
  return clampOffset(
    {
      scale: next,
      x: point.x - (point.x - state.x) * ratio,
      y: point.y - (point.y - state.y) * ratio,
    },
    image,
    frame,
  );
}

/** The state after moving the image by (dx, dy) screen pixels. */
export function panBy(state: ZoomState, dx: number, dy: number, image: Size, frame: Size) {
  return clampOffset({ scale: state.scale, x: state.x + dx, y: state.y + dy }, image, frame);
}
