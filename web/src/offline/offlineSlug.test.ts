import { SLUG_ALPHABET } from '@cloudpaste/contracts';
import { describe, expect, it } from 'vitest';
import { OFFLINE_SLUG_LENGTH, offlineSlug } from './offlineSlug';

describe('offline slug', () => {
  it('is 16 letters of the generated-slug alphabet', () => {
    const slug = offlineSlug();
    expect(slug).toHaveLength(OFFLINE_SLUG_LENGTH);
    expect([...slug].every((c) => SLUG_ALPHABET.includes(c))).toBe(true);
    expect(offlineSlug()).not.toBe(slug);
  });

  it('skips bytes that would make some letters likelier', () => {
    // 248 is the first byte past the largest multiple of 31 below 256: never used.
    let call = 0;
    const slug = offlineSlug((bytes) => bytes.fill(call++ === 0 ? 248 : 0));
    expect(slug).toBe(SLUG_ALPHABET[0]!.repeat(OFFLINE_SLUG_LENGTH));
    expect(call).toBe(2);
  });
});
