import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { storedReadingMode, useReadingMode } from './readingMode';

afterEach(() => sessionStorage.clear());

describe('reading mode', () => {
  it('opens a share as its format says', () => {
    expect(storedReadingMode('markdown')).toBe('rendered');
    expect(storedReadingMode('text')).toBe('source');
  });

  it('keeps a switch for the visit, per format, for every share of it', () => {
    const first = renderHook(() => useReadingMode('markdown'));
    act(() => first.result.current[1]('source'));
    expect(first.result.current[0]).toBe('source');
    // Another Markdown share in the same tab opens as source; a plain-text one is unchanged.
    expect(renderHook(() => useReadingMode('markdown')).result.current[0]).toBe('source');
    expect(renderHook(() => useReadingMode('text')).result.current[0]).toBe('source');
  });
});
