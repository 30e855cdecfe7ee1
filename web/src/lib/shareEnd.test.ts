import { describe, expect, it } from 'vitest';
import { shareEndOf } from './shareEnd';

/** The shape of a failed call's error (api/apiError.ts): a status and the server's reason. */
const gone = (reason?: string) => Object.assign(new Error('gone'), { status: 410, reason });

describe('shareEndOf', () => {
  it('names expiry and used-up views of text and file shares', () => {
    expect(shareEndOf(gone('paste.expired'))).toBe('expired');
    expect(shareEndOf(gone('paste.usedUp'))).toBe('usedUp');
    expect(shareEndOf(gone('file.expired'))).toBe('expired');
    expect(shareEndOf(gone('file.usedUp'))).toBe('usedUp');
  });

  it('names nothing for other reasons, none, or something that is not an error', () => {
    expect(shareEndOf(gone('file.changedInStorage'))).toBeUndefined();
    expect(shareEndOf(gone())).toBeUndefined();
    expect(shareEndOf(new Error('x'))).toBeUndefined();
    expect(shareEndOf(null)).toBeUndefined();
    expect(shareEndOf(undefined)).toBeUndefined();
  });
});
