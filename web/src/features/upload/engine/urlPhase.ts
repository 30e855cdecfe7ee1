/** URL uploads show two transfers as one bar: the download fills 0-49 %, the upload 50-99 %. */

/** 100 is kept for "done", so a finished upload waiting for its commit never shows it. */
export function urlPhasePercent(phase: 'download' | 'upload', percent: number): number {
  const scaled = Math.floor((Math.max(0, Math.min(100, percent)) * 49) / 100);
  return phase === 'download' ? scaled : 50 + scaled;
}
