/** The zoom arithmetic: the point under the pointer stays put, and panning stops at the edges. */
import { describe, expect, it } from 'vitest';
import { clampOffset, panBy, UNZOOMED, zoomAt } from './zoomMath';

const image = { width: 400, height: 300 };
const frame = { width: 400, height: 300 };

describe('zoomMath', () => {
  it('keeps the image point under the pointer where it was', () => {
    const zoomed = zoomAt(UNZOOMED, 2, { x: 100, y: 50 }, image, frame);
    // The image point at +100,+50 from the centre sits at 100 - (100 - x) * 2 after.
    expect(zoomed).toEqual({ scale: 2, x: -100, y: -50 });
  });

  it('stays between 1 and 8 times, centred when back at 1', () => {
    expect(zoomAt(UNZOOMED, 50, { x: 0, y: 0 }, image, frame).scale).toBe(8);
    const out = zoomAt({ scale: 2, x: -150, y: 80 }, 0.5, { x: 0, y: 0 }, image, frame);
    expect(out).toEqual({ scale: 1, x: 0, y: 0 });
  });

  it('pans no further than the zoomed image reaches', () => {
    const zoomed = { scale: 2, x: 0, y: 0 };
    expect(panBy(zoomed, 1000, -1000, image, frame)).toEqual({ scale: 2, x: 200, y: -150 });
    // A narrow image does not pan sideways until it outgrows the frame.
    const narrow = { width: 100, height: 300 };
    expect(clampOffset({ scale: 3, x: 90, y: 0 }, narrow, frame).x).toBe(0);
  });
});
