/** The lightbox's zoom steps, limits and keys. */
import { describe, expect, it } from 'vitest';
import { ACTUAL_SIZE, MAX_SCALE, MIN_SCALE, STEP, viewForKey, wheelFactor, zoomBy } from './zoom';

describe('lightbox zoom', () => {
  it('zooms in and out by one step, keeping the offset in proportion', () => {
    expect(zoomBy({ scale: 2, x: 10, y: -4 }, STEP)).toEqual({ scale: 2.5, x: 12.5, y: -5 });
    expect(zoomBy(ACTUAL_SIZE, 1 / STEP).scale).toBeCloseTo(0.8);
  });

  it('stops at its limits and recentres at actual size', () => {
    expect(zoomBy({ scale: MAX_SCALE, x: 0, y: 0 }, STEP).scale).toBe(MAX_SCALE);
    expect(zoomBy({ scale: MIN_SCALE, x: 0, y: 0 }, 1 / STEP).scale).toBe(MIN_SCALE);
    expect(zoomBy({ scale: 1.25, x: 40, y: 40 }, 1 / STEP)).toEqual(ACTUAL_SIZE);
  });

  it('answers +, - and 0, and nothing else', () => {
    expect(viewForKey(ACTUAL_SIZE, '+')?.scale).toBe(STEP);
    expect(viewForKey(ACTUAL_SIZE, '=')?.scale).toBe(STEP);
    expect(viewForKey(ACTUAL_SIZE, '-')?.scale).toBeCloseTo(1 / STEP);
    expect(viewForKey({ scale: 3, x: 5, y: 5 }, '0')).toEqual(ACTUAL_SIZE);
    expect(viewForKey(ACTUAL_SIZE, 'a')).toBeUndefined();
  });

  it('makes a wheel notch one step, up to zoom in', () => {
    expect(wheelFactor(-100)).toBeCloseTo(STEP);
    expect(wheelFactor(100)).toBeCloseTo(1 / STEP);
  });
});
