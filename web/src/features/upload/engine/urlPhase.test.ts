/** The URL-upload scale: download and upload sharing one progress bar. */
import { describe, expect, it } from 'vitest';
import { urlPhasePercent } from './urlPhase';

describe('urlPhasePercent', () => {
  it('maps the download to 0-49 and the upload to 50-99', () => {
    expect(urlPhasePercent('download', 0)).toBe(0);
    expect(urlPhasePercent('download', 50)).toBe(24);
    expect(urlPhasePercent('download', 100)).toBe(49);
    expect(urlPhasePercent('upload', 0)).toBe(50);
    expect(urlPhasePercent('upload', 100)).toBe(99);
    expect(urlPhasePercent('upload', 150)).toBe(99);
  });
});
