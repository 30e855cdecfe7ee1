/** The text shown for a refused or failed password. */
import { describe, expect, it } from 'vitest';
import { passwordProblemText } from './passwordProblem';

const texts = { wrong: 'Wrong', tooMany: 'Too many', failed: 'Failed' };

describe('passwordProblemText', () => {
  it('names each refusal, and a failure by its message when it has one', () => {
    expect(passwordProblemText(undefined, texts)).toBeUndefined();
    expect(passwordProblemText('wrong', texts)).toBe('Wrong');
    expect(passwordProblemText('tooMany', texts)).toBe('Too many');
    expect(passwordProblemText({ message: 'Server down' }, texts)).toBe('Server down');
    expect(passwordProblemText({ message: '' }, texts)).toBe('Failed');
  });
});
