/** Method choice: presigned PUT for small files, multipart above the threshold, direct on request. */
import { MULTIPART_PART_SIZE } from '@cloudpaste/contracts';
import { describe, expect, it } from 'vitest';
import { chooseMethod, MULTIPART_THRESHOLD_BYTES } from './chooseMethod';

describe('chooseMethod', () => {
  it('uses one presigned PUT up to the threshold and multipart above it', () => {
    expect(MULTIPART_THRESHOLD_BYTES).toBe(4 * MULTIPART_PART_SIZE);
    expect(chooseMethod(0, 'auto')).toBe('presigned');
    expect(chooseMethod(MULTIPART_THRESHOLD_BYTES, 'auto')).toBe('presigned');
    expect(chooseMethod(MULTIPART_THRESHOLD_BYTES + 1, 'auto')).toBe('multipart');
  });

  it('sends every file through the server when the user picks direct', () => {
    expect(chooseMethod(1, 'direct')).toBe('direct');
    expect(chooseMethod(10 * MULTIPART_THRESHOLD_BYTES, 'direct')).toBe('direct');
  });

  it('takes another threshold', () => {
    expect(chooseMethod(11, 'auto', 10)).toBe('multipart');
  });
});
