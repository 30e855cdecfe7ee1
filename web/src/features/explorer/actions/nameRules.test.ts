/** Names the new-folder and rename dialogs accept. */
import { describe, expect, it } from 'vitest';
import { nameProblem } from './nameRules';

describe('nameProblem', () => {
  it('refuses empty names, slashes and the dot names', () => {
    expect(nameProblem('')).toBe('empty');
    expect(nameProblem('   ')).toBe('empty');
    expect(nameProblem('a/b')).toBe('slash');
    expect(nameProblem('/')).toBe('slash');
    expect(nameProblem('.')).toBe('dots');
    expect(nameProblem(' .. ')).toBe('dots');
  });

  it('accepts other names, dots inside them too', () => {
    expect(nameProblem('notes.txt')).toBeNull();
    expect(nameProblem('...')).toBeNull();
    expect(nameProblem('.hidden')).toBeNull();
    expect(nameProblem('100% 文件')).toBeNull();
  });
});
