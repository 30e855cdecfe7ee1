/**
 * Short test videos made by ffmpeg (Debian's, scripts/ensure-test-deps.sh) for the streaming
 * preview specs: an HLS playlist with its segments and an FLV file, H.264 video with AAC sound,
 * which hls.js and mpegts.js hand to Chromium's Media Source.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const SECONDS = 4;

/** A test pattern with a tone, `SECONDS` long, in H.264 + AAC. */
const INPUTS = [
  ...['-f', 'lavfi', '-i', `testsrc=duration=${SECONDS}:size=320x240:rate=25`],
  ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${SECONDS}`],
  ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-profile:v', 'baseline', '-g', '25'],
  ...['-c:a', 'aac', '-b:a', '64k', '-shortest'],
];

function ffmpeg(args: string[]): void {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...INPUTS, ...args]);
}

/** An HLS playlist (index.m3u8) and its one-second segments (seg0.ts …), by name. */
export function makeHls(): Map<string, Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-hls-'));
  ffmpeg([
    ...['-f', 'hls', '-hls_time', '1', '-hls_list_size', '0', '-hls_playlist_type', 'vod'],
    ...['-hls_segment_filename', join(dir, 'seg%d.ts'), join(dir, 'index.m3u8')],
  ]);
  return new Map(readdirSync(dir).map((name) => [name, readFileSync(join(dir, name))]));
}

export function makeFlv(): Buffer {
  const file = join(mkdtempSync(join(tmpdir(), 'e2e-flv-')), 'clip.flv');
  ffmpeg(['-f', 'flv', file]);
  return readFileSync(file);
}

/**
 * Plays the preview's video (muted, as headless Chromium allows without a gesture) and waits until
 * it has played past its first second: the frames were fetched, demuxed and decoded. A play() made
 * while the player attaches its Media Source is cut short by that load, so a paused video is asked
 * again on each look.
 */
export async function expectToPlay(page: Page): Promise<void> {
  const video = page.getByTestId('video-player').locator('video');
  await video.waitFor();
  await expect
    .poll(
      () =>
        video.evaluate((element: HTMLVideoElement) => {
          element.muted = true;
          if (element.paused) void element.play().catch(() => undefined);
          return element.currentTime;
        }),
      { timeout: 20_000 },
    )
    .toBeGreaterThan(1);
}
