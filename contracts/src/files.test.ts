import { describe, expect, it } from 'vitest';
import {
  completeMultipartInput,
  partBytesOf,
  partCountOf,
  presignInput,
  uploadFormFields,
} from './file-uploads.js';
import { batchDeleteFilesInput, officePreviewQuery, updateFileInput } from './files.js';
import { MULTIPART_PART_SIZE } from './limits.js';

const issue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('upload form fields', () => {
  it('reads strings as numbers and flags, and empty fields as absent', () => {
    expect(
      uploadFormFields.parse({
        slug: '',
        password: '',
        path: '/a//b/ ',
        max_views: '3',
        expires_in: '1.5',
        use_proxy: '0',
      }),
    ).toEqual({
      path: 'a/b',
      max_views: 3,
      expires_in: 1.5,
      use_proxy: false,
    });
  });

  it('refuses path escapes, reserved slugs and negative numbers', () => {
    expect(issue(uploadFormFields.safeParse({ path: 'a/../b' }))).toBe(
      'path may not contain . or .. segments',
    );
    expect(issue(uploadFormFields.safeParse({ path: 'a\\b' }))).toContain('backslashes');
    expect(issue(uploadFormFields.safeParse({ slug: 'admin' }))).toBe(
      'link suffix is a reserved word',
    );
    expect(issue(uploadFormFields.safeParse({ max_views: '-1' }))).toBe(
      'max_views cannot be negative',
    );
    expect(issue(uploadFormFields.safeParse({ use_proxy: 'maybe' }))).toBe(
      'use_proxy must be true or false',
    );
  });
});

describe('presign input', () => {
  it('takes the established aliases and keeps only the file name', () => {
    expect(
      presignInput.parse({
        fileName: 'C:\\Users\\me\\report.pdf',
        fileSize: '10',
        contentType: 'application/pdf',
      }),
    ).toMatchObject({
      filename: 'report.pdf',
      size: 10,
      mimetype: 'application/pdf',
    });
  });

  it('requires a size and a real file name', () => {
    expect(issue(presignInput.safeParse({ filename: 'a.txt' }))).toBe('size is required');
    expect(issue(presignInput.safeParse({ filename: '..', size: 1 }))).toBe(
      'filename is not a valid name',
    );
    expect(issue(presignInput.safeParse({ filename: 'a\u0001b', size: 1 }))).toBe(
      'filename may not contain control characters',
    );
  });
});

describe('multipart complete', () => {
  it('accepts S3 spellings and refuses a part without an ETag', () => {
    expect(
      completeMultipartInput.parse({
        file_id: 'f',
        upload_id: 'u',
        parts: [{ PartNumber: 1, ETag: '"e"' }],
      }).parts,
    ).toEqual([{ partNumber: 1, etag: '"e"' }]);
    expect(
      issue(
        completeMultipartInput.safeParse({
          file_id: 'f',
          upload_id: 'u',
          parts: [{ partNumber: 1, etag: '' }],
        }),
      ),
    ).toBe('未获取到ETag: missing ETag for part 1');
    expect(
      issue(
        completeMultipartInput.safeParse({
          file_id: 'f',
          upload_id: 'u',
          parts: [
            { partNumber: 1, etag: 'a' },
            { partNumber: 1, etag: 'b' },
          ],
        }),
      ),
    ).toBe('each partNumber may appear only once');
  });

  it('counts parts of 5 MiB, at least one', () => {
    expect(partCountOf(0)).toBe(1);
    expect(partCountOf(MULTIPART_PART_SIZE)).toBe(1);
    expect(partCountOf(MULTIPART_PART_SIZE + 1)).toBe(2);
  });

  it('sizes every part but the last at 5 MiB, the last holding the rest', () => {
    expect(partBytesOf(MULTIPART_PART_SIZE + 7, 1)).toBe(MULTIPART_PART_SIZE);
    expect(partBytesOf(MULTIPART_PART_SIZE + 7, 2)).toBe(7);
    expect(partBytesOf(2 * MULTIPART_PART_SIZE, 2)).toBe(MULTIPART_PART_SIZE);
    expect(partBytesOf(0, 1)).toBe(0);
  });
});

describe('management inputs', () => {
  it('an update needs a field; "" is a password (it clears)', () => {
    expect(updateFileInput.safeParse({}).success).toBe(false);
    expect(updateFileInput.parse({ password: '' })).toEqual({ password: '' });
    expect(updateFileInput.parse({ expires_at: '' })).toEqual({ expires_at: null });
  });

  it('batch delete defaults to both', () => {
    expect(batchDeleteFilesInput.parse({ ids: ['a'] })).toEqual({
      ids: ['a'],
      delete_mode: 'both',
    });
    expect(issue(batchDeleteFilesInput.safeParse({ ids: ['a'], delete_mode: 'some' }))).toBe(
      'delete_mode must be both or record_only',
    );
  });

  it('office preview defaults to microsoft and names unsupported providers', () => {
    expect(officePreviewQuery.parse({}).provider).toBe('microsoft');
    expect(issue(officePreviewQuery.safeParse({ provider: 'dropbox' }))).toBe(
      'unsupported preview provider',
    );
  });
});
