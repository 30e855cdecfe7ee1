/** ZoomableImage: buttons, the + − 0 keys, the wheel and a double click zoom; typing does not. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ZoomableImage } from './ZoomableImage';

const level = () => screen.getByTestId('zoom-level').textContent;
const frame = () => screen.getByRole('img').parentElement!;

afterEach(cleanup);

describe('ZoomableImage', () => {
  it('zooms in and out with the buttons, and resets', () => {
    render(<ZoomableImage src="/a.png" alt="a.png" />);
    expect(level()).toBe('100%');
    expect(screen.getByRole('button', { name: 'Zoom out (−)' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in (+)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in (+)' }));
    expect(level()).toBe('156%');
    expect(screen.getByRole('img').style.transform).toContain('scale(1.5625)');
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out (−)' }));
    expect(level()).toBe('125%');
    fireEvent.click(screen.getByRole('button', { name: 'Actual size (0)' }));
    expect(level()).toBe('100%');
  });

  it('answers the + − 0 keys, but not while typing or with Ctrl (the browser zoom)', () => {
    render(
      <>
        <input aria-label="note" />
        <ZoomableImage src="/a.png" alt="a.png" />
      </>,
    );
    fireEvent.keyDown(document.body, { key: '+' });
    expect(level()).toBe('125%');
    fireEvent.keyDown(document.body, { key: '=' });
    fireEvent.keyDown(document.body, { key: '-' });
    expect(level()).toBe('125%');
    fireEvent.keyDown(screen.getByRole('textbox'), { key: '+' });
    fireEvent.keyDown(document.body, { key: '+', ctrlKey: true });
    expect(level()).toBe('125%');
    fireEvent.keyDown(document.body, { key: '0' });
    expect(level()).toBe('100%');
  });

  it('zooms with the wheel, keeping the page from scrolling, within its limits', () => {
    render(<ZoomableImage src="/a.png" alt="a.png" />);
    const wheel = new WheelEvent('wheel', { deltaY: -300, cancelable: true, bubbles: true });
    act(() => {
      frame().dispatchEvent(wheel);
    });
    expect(wheel.defaultPrevented).toBe(true);
    expect(Number(frame().dataset.scale)).toBeCloseTo(Math.E, 1);
    act(() => {
      for (let i = 0; i < 5; i++) frame().dispatchEvent(new WheelEvent('wheel', { deltaY: 300 }));
    });
    expect(level()).toBe('100%');
  });

  it('zooms in on a double click and back out on the next', () => {
    render(<ZoomableImage src="/a.png" alt="a.png" />);
    fireEvent.doubleClick(frame());
    expect(level()).toBe('250%');
    fireEvent.doubleClick(frame());
    expect(level()).toBe('100%');
  });

  it('drags a zoomed image and pinches with two fingers', () => {
    render(<ZoomableImage src="/a.png" alt="a.png" />);
    // jsdom lays nothing out: a 400×300 image filling a 400×300 frame at the page's corner.
    const img = screen.getByRole('img');
    Object.defineProperty(img, 'offsetWidth', { value: 400 });
    Object.defineProperty(img, 'offsetHeight', { value: 300 });
    frame().getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 400, height: 300 });
    const pointer = (type: string, pointerId: number, clientX: number, clientY: number) =>
      fireEvent[type as 'pointerDown'](frame(), { pointerId, clientX, clientY, button: 0 });

    fireEvent.doubleClick(frame(), { clientX: 200, clientY: 150 });
    pointer('pointerDown', 1, 100, 100);
    pointer('pointerMove', 1, 150, 120);
    pointer('pointerUp', 1, 150, 120);
    expect(img.style.transform).toBe('translate(50px, 20px) scale(2.5)');

    fireEvent.click(screen.getByRole('button', { name: 'Actual size (0)' }));
    pointer('pointerDown', 1, 150, 150);
    pointer('pointerDown', 2, 250, 150);
    pointer('pointerMove', 2, 350, 150);
    // The fingers spread from 100 to 200 px apart: twice the size.
    expect(level()).toBe('200%');
  });

  it('starts unzoomed for another image', () => {
    const { rerender } = render(<ZoomableImage src="/a.png" alt="a.png" />);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in (+)' }));
    rerender(<ZoomableImage src="/b.png" alt="b.png" />);
    expect(level()).toBe('100%');
  });
});
