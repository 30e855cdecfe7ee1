/**
 * HLS through hls.js, fetched only when a playlist is opened (VideoPlayer imports this module on
 * demand). Every request goes through a loader that turns stand-in addresses into real links
 * (streamSource.ts); fatal errors end in one PlaybackProblem.
 */
import Hls, {
  ErrorTypes,
  Events,
  type ErrorData,
  type HlsConfig,
  type Loader,
  type LoaderCallbacks,
  type LoaderConfiguration,
  type LoaderContext,
} from 'hls.js';
import type { PlaybackProblem, StartPlayback } from './playbackProblem';
import { fetchableUrl, standInUrl, UnservedPathError, type StreamSource } from './streamSource';

/** hls.js's NetworkErrorAction.RetryRequest (a const enum its types give but its module does not export). */
const RETRY_REQUEST = 5;

/**
 * Segments are tried three times, a few seconds apart, before the player says they are
 * unreachable; hls.js's default (seven tries, up to 8 s apart) kept a broken stream spinning for
 * more than half a minute.
 */
const SEGMENT_POLICY = {
  maxTimeToFirstByteMs: 10_000,
  maxLoadTimeMs: 120_000,
  timeoutRetry: { maxNumRetry: 2, retryDelayMs: 0, maxRetryDelayMs: 0 },
  errorRetry: { maxNumRetry: 2, retryDelayMs: 1000, maxRetryDelayMs: 4000 },
};

type LoaderClass = new (config: HlsConfig) => Loader<LoaderContext>;

/** hls.js's own loader, fed real links; answers keep the stand-in address so relative URIs resolve against it. */
function standInLoader(source: StreamSource, onUnserved: () => void): LoaderClass {
  const Base = Hls.DefaultConfig.loader as LoaderClass;
  return class StandInLoader extends Base {
    private isStopped = false;

    override load(
      context: LoaderContext,
      config: LoaderConfiguration,
      callbacks: LoaderCallbacks<LoaderContext>,
    ): void {
      const asked = context.url;
      fetchableUrl(source, asked).then(
        (url) => {
          if (this.isStopped) return;
          context.url = url;
          super.load(context, config, {
            ...callbacks,
            onSuccess: (response, stats, loaded, details) => {
              loaded.url = asked;
              callbacks.onSuccess({ ...response, url: asked }, stats, loaded, details);
            },
          });
        },
        (error: unknown) => {
          if (this.isStopped) return;
          if (error instanceof UnservedPathError) onUnserved();
          // A 4xx is not retried by hls.js: no other attempt would find the path either.
          callbacks.onError({ code: 404, text: String(error) }, context, null, this.stats);
        },
      );
    }

    override abort(): void {
      this.isStopped = true;
      super.abort();
    }

    override destroy(): void {
      this.isStopped = true;
      super.destroy();
    }
  };
}

export const startHls: StartPlayback = (video, source, report) => {
  let isUnserved = false;
  const hls = new Hls({
    loader: standInLoader(source, () => {
      isUnserved = true;
    }),
    fragLoadPolicy: { default: SEGMENT_POLICY },
  });
  const giveUp = (problem: PlaybackProblem) => {
    hls.stopLoad();
    report(problem);
  };
  hls.on(Events.ERROR, (_event, data) => {
    // A relative URI of a share is never served: no retry or other rendition would find it.
    if (isUnserved) return giveUp('relativeSegments');
    if (data.type === ErrorTypes.NETWORK_ERROR && hasGivenUp(data)) return giveUp('unreachable');
    if (data.fatal) giveUp(data.type === ErrorTypes.MEDIA_ERROR ? 'undecodable' : 'unreachable');
  });
  hls.loadSource(standInUrl(source.path));
  hls.attachMedia(video);
  return () => hls.destroy();
};

/**
 * Whether hls.js stopped trying a request: fatal, or neither retried nor moved to another
 * rendition. A single-rendition stream whose segment fails "stays on the lowest level" and waits
 * for ever without being fatal, which would leave the player spinning.
 */
function hasGivenUp(data: ErrorData): boolean {
  if (data.fatal) return true;
  const action = data.errorAction;
  return (
    action !== undefined && (action.action as number) !== RETRY_REQUEST && action.resolved !== true
  );
}
