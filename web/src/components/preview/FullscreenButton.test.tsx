/** The fullscreen button: toggles the container, names what it will do, hides where not allowed. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FullscreenButton } from './FullscreenButton';
import { useFullscreen } from './useFullscreen';

function Preview() {
  const fullscreen = useFullscreen();
  const { target } = fullscreen;
  return (
    <section ref={target} data-testid="container">
      <FullscreenButton fullscreen={fullscreen} />
    </section>
  );
}

const originalRequestFullscreen = HTMLElement.prototype.requestFullscreen;
const originalExitFullscreen = document.exitFullscreen;
let current: Element | null = null;
const setFullscreenElement = (element: Element | null) => {
  current = element;
  document.dispatchEvent(new Event('fullscreenchange'));
};

beforeEach(() => {
  current = null;
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => current });
  document.exitFullscreen = vi.fn(async () => setFullscreenElement(null));
  HTMLElement.prototype.requestFullscreen = vi.fn(async function (this: HTMLElement) {
    setFullscreenElement(this);
  });
});

afterEach(() => {
  cleanup();
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: undefined });
  HTMLElement.prototype.requestFullscreen = originalRequestFullscreen;
  document.exitFullscreen = originalExitFullscreen;
});

describe('FullscreenButton', () => {
  it('puts its container in fullscreen and back, its name saying which', async () => {
    render(<Preview />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    });
    expect(HTMLElement.prototype.requestFullscreen).toHaveBeenCalledTimes(1);
    expect(current).toBe(screen.getByTestId('container'));
    const exit = screen.getByRole('button', { name: 'Exit full screen' });
    try {
      await act(() => i18n.changeLanguage('zh-CN'));
      expect(exit.getAttribute('aria-label')).toBe('退出全屏');
    } finally {
      await act(() => i18n.changeLanguage('en-US'));
    }
    await act(async () => {
      fireEvent.click(exit);
    });
    expect(document.exitFullscreen).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeTruthy();
  });

  it('follows the browser leaving fullscreen by itself (Escape)', async () => {
    render(<Preview />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    });
    act(() => setFullscreenElement(null));
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeTruthy();
  });

  it('leaves fullscreen when the preview closes in it', async () => {
    const { unmount } = render(<Preview />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    });
    unmount();
    expect(document.exitFullscreen).toHaveBeenCalledTimes(1);
  });

  it('is absent where fullscreen is not allowed', () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: false });
    render(<Preview />);
    expect(screen.queryByRole('button', { name: 'Full screen' })).toBeNull();
  });
});
