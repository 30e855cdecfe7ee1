/** Upload failure messages from the failed step and the server's answer, in both languages. */
import i18n from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/apiError';
import { UploadError, type UploadErrorKind } from './engine/errors';
import { batchSummary, uploadErrorMessage, type ErrorContext } from './uploadErrorMessage';

const t = i18n.getFixedT(null, 'upload');
const context: ErrorContext = { locale: 'en-US', maxBytes: 100 * 1024 * 1024, method: 'presigned' };
const api = (
  status: number,
  message = '',
  code?: string,
  why?: { reason: string; params: Record<string, string> },
) =>
  new ApiError(
    status,
    message || `HTTP ${status}`,
    code,
    message || undefined,
    why?.reason,
    why?.params,
  );
const failed = (kind: UploadErrorKind, cause?: unknown, status?: number) =>
  uploadErrorMessage(new UploadError(kind, { cause, status }), t, context);

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

describe('uploadErrorMessage', () => {
  it('names the answers that matter whichever step got them: 413, 409, 403', () => {
    expect(failed('presign', api(409, 'Link suffix is already taken'))).toBe(
      'Link suffix is already taken, try another',
    );
    expect(failed('api', api(403, 'no permission to use this storage configuration'))).toBe(
      'No permission to use this storage configuration',
    );
    expect(failed('api', api(413, 'file size 2.0 GB exceeds the upload limit of 100.0 MB'))).toBe(
      'File too large: file size 2.0 GB exceeds the upload limit of 100.0 MB',
    );
  });

  it('says which mount a key may not upload into', () => {
    const message =
      'this upload would be stored inside the mount /team (as /team/secret/a.html), where this API key may not write: choose another path or storage';
    const why = {
      reason: 'upload.mountAreaForbidden',
      params: { mount: '/team', path: '/team/secret/a.html' },
    };
    expect(failed('presign', api(403, message, 'MOUNT_AREA_FORBIDDEN', why))).toBe(
      'This path lies inside the mount /team, where this API key may not write: choose another path or storage',
    );
  });

  it('shows storage insufficient with file size, remaining space and total capacity', () => {
    const message =
      'storage insufficient: file size 3.0 MB, remaining space 1.0 MB, total capacity 10.0 MB';
    const sizes = { size: '3.0 MB', remaining: '1.0 MB', total: '10.0 MB' };
    const why = { reason: 'upload.storageInsufficient', params: sizes };
    expect(failed('multipartInit', api(413, message, 'STORAGE_INSUFFICIENT', why))).toBe(
      'Storage insufficient: file size 3.0 MB, remaining space 1.0 MB, total capacity 10.0 MB',
    );
    const over = api(413, 'translated words', 'STORAGE_INSUFFICIENT', {
      reason: 'upload.storageInsufficientOver',
      params: sizes,
    });
    expect(failed('api', over)).toBe('translated words');
    expect(failed('api', api(413, 'quota reached', 'STORAGE_INSUFFICIENT'))).toBe(
      'Insufficient storage: quota reached',
    );
  });

  it('names the failed step otherwise', () => {
    expect(failed('presign', api(500, 'boom'))).toBe(
      'Could not prepare the upload to storage: boom',
    );
    expect(failed('presign', new Error(''))).toBe('Could not prepare the upload to storage');
    expect(failed('multipartInit', api(500, 'boom'))).toBe(
      'Could not start the multipart upload: boom',
    );
    expect(failed('uploadStatus', undefined, 500)).toBe('Upload failed: 500');
    expect(failed('download', api(502, 'remote answered 404'))).toBe(
      'Could not fetch the URL: remote answered 404',
    );
    expect(failed('api', api(500, 'size mismatch'))).toBe('Upload failed: size mismatch');
  });

  it('has the transfer and multipart messages', () => {
    expect(failed('network')).toBe('Network error during upload');
    expect(failed('cancelled')).toBe('Upload cancelled');
    expect(failed('missingEtag')).toMatch(/^Missing ETag/);
    expect(failed('partsFailed', undefined, 500)).toBe('Some parts failed to upload');
    expect(failed('partTimeout')).toBe('Part timeout');
    expect(failed('tooLarge')).toBe('The file is larger than the upload limit of 100 MB');
    const multipart = { ...context, method: 'multipart' as const };
    expect(uploadErrorMessage(new UploadError('cancelled'), t, multipart)).toBe('Upload aborted');
    expect(uploadErrorMessage(new UploadError('network'), t, multipart)).toBe('Network error');
  });

  it('speaks Chinese too, keeping the established missing-ETag text', async () => {
    await i18n.changeLanguage('zh-CN');
    const zh = i18n.getFixedT('zh-CN', 'upload');
    expect(uploadErrorMessage(new UploadError('missingEtag'), zh, context)).toMatch(
      /^未获取到ETag/,
    );
    expect(uploadErrorMessage(new UploadError('api', { cause: api(409) }), zh, context)).toBe(
      '链接后缀已被占用，请换一个',
    );
  });
});

describe('batchSummary', () => {
  const done = { status: 'done', error: null };
  const slugTaken = { status: 'failed', error: new UploadError('presign', { cause: api(409) }) };
  const broken = { status: 'failed', error: new UploadError('network') };

  it('says when every upload lost its link suffix', () => {
    expect(batchSummary([slugTaken, slugTaken], t)).toEqual({
      tone: 'error',
      message: 'All uploads failed: the link suffix is already taken',
    });
  });

  it('says when some failed, and sums up a clean batch', () => {
    expect(batchSummary([done, broken, slugTaken], t)).toEqual({
      tone: 'warning',
      message: 'Some uploads failed: 2 of 3',
    });
    expect(batchSummary([done, done], t)).toEqual({ tone: 'success', message: '2 files uploaded' });
    expect(batchSummary([{ status: 'cancelled', error: null }], t)).toBeNull();
  });
});
