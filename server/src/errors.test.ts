/** AppError: a catalogue reason with its parameters, worded in English or Chinese. */
import { ErrorCode } from '@cloudpaste/contracts';
import { describe, expect, it } from 'vitest';
import { AppError, badRequest, conflict, tooManyRequests } from './errors.js';

describe('AppError', () => {
  it('keeps the English words as its message and words itself in Chinese on request', () => {
    const error = new AppError(409, ErrorCode.API_KEY_NAME_TAKEN, 'apiKey.nameTaken', {
      name: 'ci',
    });
    expect(error.message).toBe('an API key named "ci" already exists');
    expect(error.messageIn('zh')).toBe('名为“ci”的 API 密钥已存在');
    expect(error.params).toEqual({ name: 'ci' });
  });

  it('carries the headers of a 429 and its wait as a parameter', () => {
    const error = tooManyRequests(30);
    expect(error.headers).toEqual({ 'Retry-After': '30' });
    expect(error.message).toBe('too many attempts, retry in 30 s');
    expect(error.messageIn('zh')).toBe('尝试次数过多，请在 30 秒后重试');
  });

  it('takes other parameter values for one language', () => {
    const error = badRequest('validation.invalid', { detail: 'Too small' }).withParamsIn('zh', {
      detail: '太小',
    });
    expect(error.messageIn('en')).toBe('Too small');
    expect(error.messageIn('zh')).toBe('输入无效：太小');
  });

  it('takes only catalogue reasons with their parameters (checked by the compiler)', () => {
    // Never called: these lines are for `tsc`, which fails the build if any of them compiles.
    const refused = () => [
      // @ts-expect-error free text is not a reason
      badRequest('something went wrong'),
      // @ts-expect-error a reason with placeholders needs its parameters
      conflict('apiKey.nameTaken'),
      // @ts-expect-error and all of them
      conflict('mount.pathInside', { path: '/a', name: 'a' }),
      // @ts-expect-error a reason without placeholders takes none
      badRequest('http.invalidJson', { detail: 'x' }),
    ];
    expect(refused).toBeTypeOf('function');
  });
});
