/** Times and names every pending upload shares, share or mount (upload_sessions rows, pending shares). */

/** How long an upload may stay pending: the multipart session lifetime, also used for direct streams. */
export const UPLOAD_WINDOW_MS = 24 * 3600_000;
/** The upload_sessions purpose of share uploads. */
export const SHARE_PURPOSE = 'share';
/** The upload_sessions purpose of multipart uploads into mounts (no share row behind them). */
export const FS_PURPOSE = 'fs';
