/** A share's preview: images zoom, streams get their player, and what fills the screen may go fullscreen. */
import type { PublicFileInfo } from '@cloudpaste/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FilePreview } from './FilePreview';

const image: PublicFileInfo = {
  id: 'f1',
  slug: 'abc',
  filename: 'photo.png',
  mimetype: 'image/png',
  size: 2048,
  remark: null,
  created_at: '2030-01-01T00:00:00.000Z',
  requires_password: false,
  views: 1,
  max_views: 0,
  expires_at: null,
  previewUrl: '/api/file-view/abc?t=1.sig',
  downloadUrl: '/api/file-download/abc?t=1.sig',
  use_proxy: true,
  encrypted: false,
  type: 5,
  typeName: 'image',
};

const originalRequestFullscreen = HTMLElement.prototype.requestFullscreen;

beforeEach(() => {
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  HTMLElement.prototype.requestFullscreen = originalRequestFullscreen;
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: undefined });
});

describe('FilePreview', () => {
  it('shows an image that zooms, with a fullscreen button for the whole preview', () => {
    const requestFullscreen = vi.fn(async () => undefined);
    HTMLElement.prototype.requestFullscreen = requestFullscreen;
    render(<FilePreview file={image} />);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in (+)' }));
    expect(screen.getByTestId('zoom-level').textContent).toBe('125%');
    fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(requestFullscreen.mock.contexts).toEqual([screen.getByTestId('file-preview')]);
  });

  it('hands a shared playlist to hls.js with nothing beside it', () => {
    vi.stubGlobal('MediaSource', class {});
    const playlist = {
      ...image,
      filename: 'show.m3u8',
      mimetype: 'application/x-mpegurl',
      type: 2,
    };
    render(<FilePreview file={playlist} />);
    expect(screen.getByTestId('video-player').dataset.player).toBe('hls.js');
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeTruthy();
  });

  it('offers no fullscreen for audio', () => {
    const song = { ...image, filename: 'song.mp3', mimetype: 'audio/mpeg', type: 3 };
    render(<FilePreview file={song} />);
    expect(document.querySelector('audio')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Full screen' })).toBeNull();
  });
});
