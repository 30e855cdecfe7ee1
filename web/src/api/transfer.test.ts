/** Where presigned URLs go: storage URLs as they are, the app's own local-storage paths on the API. */
import { describe, expect, it } from 'vitest';
import { resolveUploadUrl } from './transfer';

describe('resolveUploadUrl', () => {
  it('keeps storage URLs and puts app paths on the API origin', () => {
    expect(resolveUploadUrl('https://bucket.s3.example/key?X-Amz=1', 'https://app.example')).toBe(
      'https://bucket.s3.example/key?X-Amz=1',
    );
    expect(resolveUploadUrl('/api/storage/local/tok', 'https://app.example')).toBe(
      'https://app.example/api/storage/local/tok',
    );
    expect(resolveUploadUrl('storage/x', 'https://app.example')).toBe(
      'https://app.example/storage/x',
    );
  });
});
