/** Which player a video gets: native for plain files, hls.js or mpegts.js for streams, or none. */
import { describe, expect, it } from 'vitest';
import { choosePlayer, streamFormatOf, type PlaybackCapabilities } from './streamFormat';

const chromium: PlaybackCapabilities = { hasMediaSource: true, playsHlsNatively: true };
const firefox: PlaybackCapabilities = { hasMediaSource: true, playsHlsNatively: false };
const oldIphone: PlaybackCapabilities = { hasMediaSource: false, playsHlsNatively: true };
const bare: PlaybackCapabilities = { hasMediaSource: false, playsHlsNatively: false };

describe('streamFormatOf', () => {
  it('knows playlists and FLV by extension or MIME type', () => {
    expect(streamFormatOf('live/index.M3U8')).toBe('hls');
    expect(streamFormatOf('stream', 'application/vnd.apple.mpegurl')).toBe('hls');
    expect(streamFormatOf('stream', 'application/x-mpegURL; charset=utf-8')).toBe('hls');
    expect(streamFormatOf('clip.flv', null)).toBe('flv');
    expect(streamFormatOf('clip', 'video/x-flv')).toBe('flv');
    expect(streamFormatOf('clip.mp4', 'video/mp4')).toBe('file');
    expect(streamFormatOf('clip.webm')).toBe('file');
  });
});

describe('choosePlayer', () => {
  it('plays plain files natively everywhere', () => {
    for (const can of [chromium, firefox, oldIphone, bare])
      expect(choosePlayer('file', can)).toBe('native');
  });

  it('takes hls.js wherever Media Source exists, even beside native HLS', () => {
    expect(choosePlayer('hls', chromium)).toBe('hls.js');
    expect(choosePlayer('hls', firefox)).toBe('hls.js');
  });

  it('falls back to native HLS without Media Source, and says so when neither exists', () => {
    expect(choosePlayer('hls', oldIphone)).toBe('native');
    expect(choosePlayer('hls', bare)).toBe('unsupported');
  });

  it('plays FLV through mpegts.js, which needs Media Source', () => {
    expect(choosePlayer('flv', firefox)).toBe('mpegts.js');
    expect(choosePlayer('flv', oldIphone)).toBe('unsupported');
  });
});
