/**
 * Upload failure messages (docs/product/uploads.md, "When an upload fails"): which translated text
 * a failed upload shows, from the step that failed and what the server or storage answered (413,
 * 409 slug taken, 403 storage not allowed, storage insufficient with its sizes, network,
 * cancelled).
 */
import { ErrorCode } from '@cloudpaste/contracts';
import type { ErrorParams } from '@cloudpaste/contracts/error-messages';
import type { TFunction } from 'i18next';
import { ApiError } from '../../api/apiError';
import { formatBytes } from '../../lib/format';
import { errorCode } from './api';
import type { UploadMethod } from './engine/chooseMethod';
import type { UploadError } from './engine/errors';

export interface ErrorContext {
  locale: string;
  maxBytes: number | null;
  method: UploadMethod | null;
}

function serverMessageOf(error: UploadError): string {
  const cause = error.cause as { serverMessage?: unknown; message?: unknown } | undefined;
  const message = cause?.serverMessage ?? cause?.message;
  return typeof message === 'string' ? message : '';
}

/** The server's reason and its values, when the failure was an answer that named one. */
function reasonOf(error: UploadError): { reason?: string; params: ErrorParams } {
  const cause = error.cause instanceof ApiError ? error.cause : undefined;
  return { reason: cause?.reason, params: cause?.params ?? {} };
}

/** Answers about the request itself, whichever step sent it. */
function answerMessage(error: UploadError, t: TFunction<'upload'>): string | null {
  const message = serverMessageOf(error);
  const { reason, params } = reasonOf(error);
  if (errorCode(error.cause) === ErrorCode.STORAGE_INSUFFICIENT) {
    if (reason === 'upload.storageInsufficient') {
      return t('upload:errors.storageInsufficient', params);
    }
    // Another wording the server has (a size it only knows a bound of): already in our language.
    if (reason && error.cause instanceof ApiError) return error.cause.message;
    return t('upload:errors.storageInsufficientWith', { message });
  }
  if (errorCode(error.cause) === ErrorCode.MOUNT_AREA_FORBIDDEN) {
    return t('upload:errors.mountAreaForbidden', { mount: params.mount ?? '/' });
  }
  switch (error.status) {
    case 413:
      return t('upload:errors.tooLargeServer', { message });
    case 409:
      return t('upload:errors.slugTaken');
    case 403:
      return t('upload:errors.noStoragePermission');
    default:
      return null;
  }
}

export function uploadErrorMessage(
  error: UploadError,
  t: TFunction<'upload'>,
  context: ErrorContext,
): string {
  const message = serverMessageOf(error);
  switch (error.kind) {
    case 'cancelled':
      return context.method === 'multipart'
        ? t('upload:errors.aborted')
        : t('upload:errors.cancelled');
    case 'network':
      return context.method === 'multipart'
        ? t('upload:errors.partNetwork')
        : t('upload:errors.network');
    case 'timeout':
      return t('upload:errors.timeout');
    case 'tooLarge':
      return t('upload:errors.tooLarge', { max: formatBytes(context.maxBytes, context.locale) });
    case 'missingEtag':
      return t('upload:errors.missingEtag');
    case 'partTimeout':
      return t('upload:errors.partTimeout');
    case 'uploadStatus':
      return t('upload:errors.uploadStatus', { status: error.status ?? 0 });
    case 'partsFailed':
      return t('upload:errors.partsFailed');
    case 'sealedUrl':
      return t('upload:errors.sealedUrl');
  }
  const answered = answerMessage(error, t);
  if (answered) return answered;
  switch (error.kind) {
    case 'presign':
      return message ? t('upload:errors.presign', { message }) : t('upload:errors.presignFailed');
    case 'multipartInit':
      return message
        ? t('upload:errors.multipartInit', { message })
        : t('upload:errors.multipartInitFailed');
    case 'download':
      return message
        ? t('upload:errors.download', { message })
        : t('upload:errors.downloadFailed', { status: error.status ?? 0 });
    default:
      return message ? t('upload:errors.failed', { message }) : t('upload:errors.failedPlain');
  }
}

/** The sum-up after a batch: every upload refused its link suffix, or some failed. */
export function batchSummary(
  outcomes: readonly { status: string; error: UploadError | null }[],
  t: TFunction<'upload'>,
): { tone: 'success' | 'error' | 'warning'; message: string } | null {
  const failed = outcomes.filter((o) => o.status === 'failed');
  const done = outcomes.filter((o) => o.status === 'done').length;
  if (failed.length > 0 && failed.length === outcomes.length) {
    const allSlug = failed.every((o) => o.error?.status === 409);
    if (allSlug) return { tone: 'error', message: t('upload:summary.allSlugTaken') };
  }
  if (failed.length > 0) {
    return {
      tone: done > 0 ? 'warning' : 'error',
      message: t('upload:summary.someFailed', { failed: failed.length, total: outcomes.length }),
    };
  }
  if (done > 0) return { tone: 'success', message: t('upload:summary.done', { count: done }) };
  return null;
}
