/** The custom slug rule: one function for the browser, the same rule as the server's schema. */
import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH } from './limits.js';
import { slugProblem } from './slug-rules.js';
import { customSlug } from './slugs.js';

describe('slugProblem', () => {
  it('accepts letters, digits, hyphen and underscore up to the length, trimmed', () => {
    expect(slugProblem('Release_notes-2')).toBeNull();
    expect(slugProblem('  notes  ')).toBeNull();
    expect(slugProblem('a'.repeat(SLUG_MAX_LENGTH))).toBeNull();
  });

  it('names the first part of the rule a slug breaks', () => {
    expect(slugProblem('a'.repeat(SLUG_MAX_LENGTH + 1))).toBe('tooLong');
    expect(slugProblem(`${'a'.repeat(SLUG_MAX_LENGTH)} !`)).toBe('tooLong');
    expect(slugProblem('has space')).toBe('chars');
    expect(slugProblem('naïve')).toBe('chars');
    expect(slugProblem('')).toBe('chars');
    expect(slugProblem('Admin')).toBe('reserved');
    expect(slugProblem(' api ')).toBe('reserved');
  });
});

describe('customSlug', () => {
  it('trims, and refuses with the message of the broken part', () => {
    expect(customSlug.parse('  notes ')).toBe('notes');
    const message = (slug: string) => customSlug.safeParse(slug).error?.issues[0]?.message;
    expect(message('x'.repeat(SLUG_MAX_LENGTH + 1))).toBe(
      `link suffix must be at most ${SLUG_MAX_LENGTH} characters`,
    );
    expect(message('a/b')).toBe(
      'link suffix may contain only letters, digits, hyphen and underscore',
    );
    expect(message('raw')).toBe('link suffix is a reserved word');
  });
});
