/** The text shown for a failed request. */
import { describe, expect, it } from 'vitest';
import { errorText } from './errorText';

describe('errorText', () => {
  it('uses the error message, else the fallback', () => {
    expect(errorText(new Error('Network connection failed'), 'x')).toBe(
      'Network connection failed',
    );
    expect(errorText(new Error(''), 'Could not load')).toBe('Could not load');
    expect(errorText('boom', 'Could not load')).toBe('Could not load');
  });
});
