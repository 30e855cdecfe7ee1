/**
 * The one video element of the previews (shares and the explorer): native playback for what the
 * browser plays itself, hls.js for HLS playlists and mpegts.js for FLV (streamFormat.ts decides),
 * each player's code fetched only when such a file opens and stopped when it closes or changes.
 * A video that cannot play says why instead of spinning.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaybackProblem, StartPlayback } from './playbackProblem';
import {
  choosePlayer,
  playbackCapabilities,
  streamFormatOf,
  type PlayerChoice,
} from './streamFormat';
import type { StreamSource } from './streamSource';

export interface VideoPlayerProps {
  /** Keep it stable between renders (useMemo): a new source restarts the player. */
  source: StreamSource;
  name: string;
  mimetype?: string | null;
  className?: string;
}

const startersByChoice: Partial<Record<PlayerChoice, () => Promise<StartPlayback>>> = {
  'hls.js': () => import('./hlsPlayback').then((module) => module.startHls),
  'mpegts.js': () => import('./flvPlayback').then((module) => module.startFlv),
};

export function VideoPlayer(props: VideoPlayerProps) {
  // Another file starts with no problem reported.
  return <Player key={props.source.url} {...props} />;
}

function Player({ source, name, mimetype, className = '' }: VideoPlayerProps) {
  const { t } = useTranslation('preview');
  const videoRef = useRef<HTMLVideoElement>(null);
  const [choice] = useState(() =>
    choosePlayer(streamFormatOf(name, mimetype), playbackCapabilities()),
  );
  const [problem, setProblem] = useState<PlaybackProblem | null>(
    choice === 'unsupported' ? 'unsupported' : null,
  );

  useEffect(() => {
    const loadStarter = startersByChoice[choice];
    const video = videoRef.current;
    if (!loadStarter || !video) return;
    let isStopped = false;
    let stop: (() => void) | undefined;
    loadStarter().then(
      (start) => {
        if (isStopped) return;
        stop = start(video, source, (reported) => {
          if (!isStopped) setProblem(reported);
        });
      },
      () => {
        if (!isStopped) setProblem('playerUnavailable');
      },
    );
    return () => {
      isStopped = true;
      stop?.();
    };
  }, [choice, source]);

  return (
    <div className="space-y-2" data-testid="video-player" data-player={choice}>
      {choice !== 'unsupported' && (
        <video
          ref={videoRef}
          src={choice === 'native' ? source.url : undefined}
          controls
          preload="metadata"
          // A stream that has failed would spin for ever: only the reason is shown.
          hidden={problem !== null}
          className={`w-full rounded-lg bg-black ${className}`}
        />
      )}
      {problem && (
        <p
          role="alert"
          data-testid="video-problem"
          data-problem={problem}
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200"
        >
          {t(`video.${problem}`)}
        </p>
      )}
    </div>
  );
}
