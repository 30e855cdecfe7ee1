/**
 * Which player a video needs. Most play in the <video> element itself; an HLS playlist (.m3u8)
 * and FLV need a Media Source player (hls.js, mpegts.js), loaded only when such a file opens.
 * hls.js is preferred to a browser's own HLS wherever Media Source exists: only hls.js fetches
 * through our loader, which finds a playlist's relative segments in its folder (docs/PREVIEWS.md).
 */
import { extensionOf } from '@cloudpaste/contracts';

export type StreamFormat = 'hls' | 'flv' | 'file';
export type PlayerChoice = 'native' | 'hls.js' | 'mpegts.js' | 'unsupported';

export interface PlaybackCapabilities {
  /** Media Source Extensions (or Safari's ManagedMediaSource). */
  hasMediaSource: boolean;
  /** The <video> element plays an HLS playlist by itself (Safari, recent Chrome). */
  playsHlsNatively: boolean;
}

const HLS_TYPES = ['application/vnd.apple.mpegurl', 'application/x-mpegurl', 'audio/mpegurl'];
const HLS_EXTENSIONS = ['m3u8', 'm3u'];

export function streamFormatOf(name: string, mimetype?: string | null): StreamFormat {
  const ext = extensionOf(name);
  const mime = (mimetype ?? '').toLowerCase().split(';')[0]?.trim() ?? '';
  if (HLS_EXTENSIONS.includes(ext) || HLS_TYPES.includes(mime)) return 'hls';
  if (ext === 'flv' || mime === 'video/x-flv') return 'flv';
  return 'file';
}

export function choosePlayer(format: StreamFormat, can: PlaybackCapabilities): PlayerChoice {
  switch (format) {
    case 'hls':
      if (can.hasMediaSource) return 'hls.js';
      return can.playsHlsNatively ? 'native' : 'unsupported';
    case 'flv':
      return can.hasMediaSource ? 'mpegts.js' : 'unsupported';
    default:
      return 'native';
  }
}

/** What this browser offers, read without loading either player. */
export function playbackCapabilities(): PlaybackCapabilities {
  const scope = globalThis as { MediaSource?: unknown; ManagedMediaSource?: unknown };
  const probe = typeof document === 'undefined' ? null : document.createElement('video');
  return {
    hasMediaSource: Boolean(scope.ManagedMediaSource ?? scope.MediaSource),
    playsHlsNatively: probe !== null && probe.canPlayType('application/vnd.apple.mpegurl') !== '',
  };
}
