/** The lightbox's zoom: a scale and an offset, changed by buttons, keys, the wheel and pinches. */

export interface View {
  scale: number;
  x: number;
  y: number;
}

export const ACTUAL_SIZE: View = Object.freeze({ scale: 1, x: 0, y: 0 });
export const MIN_SCALE = 0.25;
export const MAX_SCALE = 8;
/** One button press or key: 25 % bigger or smaller. */
export const STEP = 1.25;

export function clampScale(scale: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
}

/** `view` scaled by `factor` (clamped); back at actual size the picture is centred again. */
export function zoomBy(view: View, factor: number): View {
  const scale = clampScale(view.scale * factor);
  if (scale === 1) return ACTUAL_SIZE;
  const ratio = scale / view.scale;
  return { scale, x: view.x * ratio, y: view.y * ratio };
}

/** The lightbox's keys: what `key` does to `view`, or undefined for a key it leaves alone. */
export function viewForKey(view: View, key: string): View | undefined {
  if (key === '+' || key === '=') return zoomBy(view, STEP);
  if (key === '-' || key === '_') return zoomBy(view, 1 / STEP);
  if (key === '0') return ACTUAL_SIZE;
  return undefined;
}

/** The factor for one wheel event: a notch (about 100 px) is one step. */
export function wheelFactor(deltaY: number): number {
  return Math.pow(STEP, -deltaY / 100);
}
