/** VideoPlayer: native playback, the stream players loaded on demand and stopped, and problems worded. */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlaybackProblem } from './playbackProblem';
import type { StreamSource } from './streamSource';
import { VideoPlayer } from './VideoPlayer';

const player = vi.hoisted(() => ({
  stop: vi.fn(),
  report: null as ((problem: PlaybackProblem) => void) | null,
  started: [] as { kind: string; source: StreamSource }[],
}));

vi.mock('./hlsPlayback', () => ({
  startHls: (_video: HTMLVideoElement, source: StreamSource, report: typeof player.report) => {
    player.started.push({ kind: 'hls', source });
    player.report = report;
    return player.stop;
  },
}));
vi.mock('./flvPlayback', () => ({
  startFlv: (_video: HTMLVideoElement, source: StreamSource) => {
    player.started.push({ kind: 'flv', source });
    return player.stop;
  },
}));

const source = (url: string, path: string): StreamSource => ({ url, path });

beforeEach(() => {
  player.started = [];
  player.report = null;
  player.stop.mockClear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('VideoPlayer', () => {
  it('gives a plain file to the video element and loads no player', () => {
    render(<VideoPlayer source={source('/v/clip.mp4', '/clip.mp4')} name="clip.mp4" />);
    expect(document.querySelector('video')?.getAttribute('src')).toBe('/v/clip.mp4');
    expect(screen.getByTestId('video-player').dataset.player).toBe('native');
    expect(player.started).toEqual([]);
  });

  it('starts hls.js for a playlist where Media Source exists, and stops it on unmount', async () => {
    vi.stubGlobal('MediaSource', class {});
    const stream = source('/v/index.m3u8', '/m/index.m3u8');
    const { unmount } = render(<VideoPlayer source={stream} name="index.m3u8" />);
    expect(screen.getByTestId('video-player').dataset.player).toBe('hls.js');
    await waitFor(() => expect(player.started).toEqual([{ kind: 'hls', source: stream }]));
    expect(document.querySelector('video')?.hasAttribute('src')).toBe(false);
    unmount();
    expect(player.stop).toHaveBeenCalledTimes(1);
  });

  it('restarts the player for another file', async () => {
    vi.stubGlobal('MediaSource', class {});
    const first = source('/v/a.flv', '/a.flv');
    const { rerender } = render(<VideoPlayer source={first} name="a.flv" />);
    await waitFor(() => expect(player.started).toHaveLength(1));
    const second = source('/v/b.flv', '/b.flv');
    rerender(<VideoPlayer source={second} name="b.flv" />);
    await waitFor(() => expect(player.started).toHaveLength(2));
    expect(player.started.map(({ kind, source }) => [kind, source.url])).toEqual([
      ['flv', '/v/a.flv'],
      ['flv', '/v/b.flv'],
    ]);
    expect(player.stop).toHaveBeenCalledTimes(1);
  });

  it('words what the player reports, in both languages', async () => {
    vi.stubGlobal('MediaSource', class {});
    render(<VideoPlayer source={source('/v/a.m3u8', '/a.m3u8')} name="a.m3u8" />);
    await waitFor(() => expect(player.report).not.toBeNull());
    act(() => player.report?.('relativeSegments'));
    const alert = screen.getByRole('alert');
    expect(alert.dataset.problem).toBe('relativeSegments');
    expect(document.querySelector('video')?.hidden).toBe(true);
    expect(alert.textContent).toContain('its segments cannot be found');
    try {
      await act(() => i18n.changeLanguage('zh-CN'));
      expect(alert.textContent).toContain('找不到这些分片');
    } finally {
      await act(() => i18n.changeLanguage('en-US'));
    }
  });

  it('says a stream cannot play where there is no Media Source and no native HLS', () => {
    // jsdom has neither.
    render(<VideoPlayer source={source('/v/a.flv', '/a.flv')} name="a.flv" />);
    expect(document.querySelector('video')).toBeNull();
    expect(screen.getByRole('alert').dataset.problem).toBe('unsupported');
    expect(player.started).toEqual([]);
  });
});
