import { describe, expect, it } from 'vitest';
import { isLargeDocument, LARGE_DOCUMENT_CHARS, NORMAL_AGAIN_CHARS } from './largeDocument';

describe('isLargeDocument', () => {
  it('turns large only above the threshold', () => {
    expect(isLargeDocument(LARGE_DOCUMENT_CHARS, false)).toBe(false);
    expect(isLargeDocument(LARGE_DOCUMENT_CHARS + 1, false)).toBe(true);
  });

  it('stays large within the margin below the threshold, so typing there does not flip it', () => {
    expect(isLargeDocument(LARGE_DOCUMENT_CHARS - 1, true)).toBe(true);
    expect(isLargeDocument(NORMAL_AGAIN_CHARS, true)).toBe(true);
    expect(isLargeDocument(NORMAL_AGAIN_CHARS - 1, true)).toBe(false);
  });
});
