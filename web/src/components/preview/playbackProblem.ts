import type { StreamSource } from './streamSource';

/** Why a video does not play, as the player reports it; VideoPlayer words each in the UI language. */
export type PlaybackProblem =
  /** No player for this format in this browser (no Media Source). */
  | 'unsupported'
  /** The player's code could not be fetched (offline before it was cached). */
  | 'playerUnavailable'
  /** A shared playlist names its segments relative to itself: a single shared file has none beside it. */
  | 'relativeSegments'
  /** The playlist or its segments could not be fetched. */
  | 'unreachable'
  /** The bytes came but the browser cannot decode them. */
  | 'undecodable';

/** Starts a player on a <video> element; returns what stops it and lets the element go. */
export type StartPlayback = (
  video: HTMLVideoElement,
  source: StreamSource,
  report: (problem: PlaybackProblem) => void,
) => () => void;
