/**
 * HLS through hls.js, fetched only when a playlist is opened (VideoPlayer imports this module on
 * demand). Every request goes through a loader that turns stand-in addresses into real links
 * (streamSource.ts); fatal errors end in one PlaybackProblem.
 */
import Hls, {
  ErrorTypes,
  Events,
  type HlsConfig,
  type Loader,
  type LoaderCallbacks,
  type LoaderConfiguration,
  type LoaderContext,
} from 'hls.js';
import type { StartPlayback } from './playbackProblem';
import { fetchableUrl, standInUrl, UnservedPathError, type StreamSource } from './streamSource';

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
  });
  hls.on(Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    if (isUnserved) report('relativeSegments');
    else report(data.type === ErrorTypes.MEDIA_ERROR ? 'undecodable' : 'unreachable');
  });
  hls.loadSource(standInUrl(source.path));
  hls.attachMedia(video);
  return () => hls.destroy();
};
