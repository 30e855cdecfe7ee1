import { FILENAME_MAX_LENGTH, fileName } from '@cloudpaste/contracts';
import { describe, expect, it } from 'vitest';
import { fileNameProblem } from './fileNameRule';

describe('fileNameProblem', () => {
  it.each([
    ['report 2024.pdf', null],
    ['报告.pdf', null],
    ['', null],
    ['a/b.txt', 'slash'],
    ['a\\b.txt', 'slash'],
    ['..', 'dots'],
    [' . ', 'dots'],
    ['a\u0007b', 'control'],
    ['x'.repeat(FILENAME_MAX_LENGTH + 1), 'tooLong'],
  ])('%j: %s', (name, problem) => {
    expect(fileNameProblem(name)).toBe(problem);
  });

  it('accepts only names the server stores as given', () => {
    for (const name of ['report 2024.pdf', '报告.pdf', 'x'.repeat(FILENAME_MAX_LENGTH)]) {
      expect(fileName.parse(name)).toBe(name);
    }
  });
});
