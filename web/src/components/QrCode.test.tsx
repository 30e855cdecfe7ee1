import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadQrCode, QrCode } from './QrCode';

describe('QrCode', () => {
  it('draws the link as an SVG image named by its title, once its code has loaded', async () => {
    const link = 'https://paste.example/paste/abc';
    // The first render suspends until the library's chunk is in; act waits for that too.
    await act(async () => {
      render(<QrCode value={link} size={120} title="Link as QR" testId="qr" />);
      expect(screen.queryByRole('img')).toBeNull();
      await preloadQrCode();
    });
    const image = screen.getByRole('img', { name: 'Link as QR' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image.getAttribute('width')).toBe('120');
    expect(screen.getByTestId('qr')).toBe(image);
  });
});
