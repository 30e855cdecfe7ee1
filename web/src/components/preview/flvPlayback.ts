/**
 * FLV through mpegts.js (H.264/AAC in FLV, what it can remux for Media Source), fetched only when
 * such a file is opened (VideoPlayer imports this module on demand).
 */
import mpegts from 'mpegts.js';
import type { StartPlayback } from './playbackProblem';

export const startFlv: StartPlayback = (video, source, report) => {
  const player = mpegts.createPlayer(
    { type: 'flv', url: source.url, isLive: false },
    // No worker: its script would be one more chunk to fetch, for files a browser can remux at once.
    { enableWorker: false },
  );
  player.on(mpegts.Events.ERROR, (type: string) =>
    report(type === mpegts.ErrorTypes.MEDIA_ERROR ? 'undecodable' : 'unreachable'),
  );
  player.attachMediaElement(video);
  player.load();
  return () => {
    player.unload();
    player.detachMediaElement();
    player.destroy();
  };
};
