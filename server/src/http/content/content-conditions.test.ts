/** The preconditions of a read (RFC 9110 §13.2.2), as the share and mount downloads apply them. */
import { describe, expect, it } from 'vitest';
import {
  failsPrecondition,
  readCondition,
  writeFails,
  type ContentRequest,
} from './content-conditions.js';

const current = { etag: '"abc"', lastModified: new Date('2026-03-01T10:00:00Z') };
const BEFORE = 'Sun, 01 Mar 2026 09:00:00 GMT';
const AFTER = 'Sun, 01 Mar 2026 11:00:00 GMT';

describe('readCondition', () => {
  it.each<[string, ContentRequest, ReturnType<typeof readCondition>]>([
    ['no conditions', {}, null],
    ['If-Match naming the ETag', { ifMatch: '"x", "abc"' }, null],
    ['If-Match *', { ifMatch: '*' }, null],
    ['If-Match naming another ETag', { ifMatch: '"x"' }, 'precondition-failed'],
    ['If-Match with the weak form of the ETag', { ifMatch: 'W/"abc"' }, 'precondition-failed'],
    ['If-Unmodified-Since after the change', { ifUnmodifiedSince: AFTER }, null],
    ['If-Unmodified-Since before the change', { ifUnmodifiedSince: BEFORE }, 'precondition-failed'],
    ['If-Unmodified-Since not a date', { ifUnmodifiedSince: 'soon' }, null],
    [
      'If-Match holding wins over If-Unmodified-Since',
      { ifMatch: '"abc"', ifUnmodifiedSince: BEFORE },
      null,
    ],
    ['If-None-Match naming the ETag, weakly', { ifNoneMatch: 'W/"abc"' }, 'not-modified'],
    [
      'If-Match failing before If-None-Match',
      { ifMatch: '"x"', ifNoneMatch: '"abc"' },
      'precondition-failed',
    ],
    ['If-Modified-Since after the change', { ifModifiedSince: AFTER }, 'not-modified'],
  ])('%s', (_label, request, expected) => {
    expect(readCondition(request, current)).toBe(expected);
  });
});

describe('failsPrecondition on nothing there', () => {
  it('fails any If-Match, even *, and ignores If-Unmodified-Since', () => {
    expect(failsPrecondition({ ifMatch: '*' }, null)).toBe(true);
    expect(failsPrecondition({ ifMatch: '"abc"' }, null)).toBe(true);
    expect(failsPrecondition({ ifUnmodifiedSince: BEFORE }, null)).toBe(false);
    expect(failsPrecondition({}, null)).toBe(false);
  });
});

describe('writeFails', () => {
  it('refuses a create-only write where something is, and a write from a stale copy', () => {
    expect(writeFails({ ifNoneMatch: '*' }, current)).toBe(true);
    expect(writeFails({ ifNoneMatch: '*' }, null)).toBe(false);
    expect(writeFails({ ifNoneMatch: '"other"' }, current)).toBe(false);
    expect(writeFails({ ifMatch: '"stale"' }, current)).toBe(true);
    expect(writeFails({ ifMatch: '"abc"' }, current)).toBe(false);
    // If-Modified-Since means nothing to a write.
    expect(writeFails({ ifModifiedSince: AFTER }, current)).toBe(false);
  });
});
