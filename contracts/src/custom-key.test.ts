import { describe, expect, it } from 'vitest';
import { createApiKeyInput } from './api-keys.js';
import { customKeyProblem } from './custom-key.js';

describe('customKeyProblem', () => {
  it.each([
    ['a', 'tooShort'],
    ['my_key-1', 'tooShort'],
    ['Vq3.x_9-Lm2Zr8T', 'tooShort'],
    ['k'.repeat(129), 'tooLong'],
    ['Vq3x9Lm2Zr8Tb has space', 'characters'],
    ['Vq3x9Lm2Zr8Tb+Kp/', 'characters'],
    ['Vq3x9Lm2Zr8Tbé7w', 'characters'],
    ['aaaaaaaaaaaaaaaa', 'guessable'],
    ['abababababababab', 'guessable'],
    ['aabbccddaabbccdd', 'guessable'],
    ['abcdefghabcdefgh', 'guessable'],
    ['abcdefghijklmnop', 'guessable'],
    ['ponmlkjihgfedcba', 'guessable'],
    ['correct-horse.42', null],
    ['Vq3.x_9-Lm2Zr8Tb', null],
    ['ci-deploy.2026_prod-01', null],
  ])('%j: %s', (key, problem) => {
    expect(customKeyProblem(key)).toBe(problem);
  });
});

describe('createApiKeyInput custom_key', () => {
  const parse = (custom_key: unknown) => createApiKeyInput.safeParse({ name: 'k', custom_key });

  it('takes a strong key, trimmed, and leaves an empty one to be generated', () => {
    expect(parse('  Vq3.x_9-Lm2Zr8Tb ').data?.custom_key).toBe('Vq3.x_9-Lm2Zr8Tb');
    expect(parse('').data?.custom_key).toBeUndefined();
    expect(parse(undefined).data?.custom_key).toBeUndefined();
  });

  it('refuses a weak key with a message that says what to change', () => {
    expect(parse('a').error?.issues[0]?.message).toBe('custom_key must be at least 16 characters');
    expect(parse('aaaaaaaaaaaaaaaa').error?.issues[0]?.message).toMatch(
      /too easy to guess: use at least 8 different characters/,
    );
    expect(parse('Vq3x9Lm2Zr8Tb has space').error?.issues[0]?.message).toMatch(
      /only letters, digits, "\.", "_" and "-"/,
    );
  });
});
