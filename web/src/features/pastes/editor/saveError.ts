/** Editor-save errors: which message a failed save shows, and next to which field. */
import type { TFunction } from 'i18next';
import { errorStatus, OfflineEncryptedError, OfflinePasswordError } from '../api';

export interface SaveErrorText {
  /** The field the message belongs beside; 'form' for the save area. */
  field: 'slug' | 'title' | 'content' | 'form';
  message: string;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : '';
}

/** The server's own (English) words, which name the field; the shown message may be translated. */
function serverWordsOf(error: unknown): string {
  const words = (error as { serverMessage?: unknown } | null)?.serverMessage;
  return typeof words === 'string' ? words : messageOf(error);
}

export function describeSaveError(
  error: unknown,
  isEdit: boolean,
  t: TFunction<'editor'>,
): SaveErrorText {
  if (error instanceof OfflineEncryptedError)
    return { field: 'form', message: t('editor:errors.offlineEncrypted') };
  if (error instanceof OfflinePasswordError)
    return {
      field: 'form',
      message: isEdit ? t('editor:errors.offlinePasswordEdit') : t('editor:errors.offlinePassword'),
    };
  const status = errorStatus(error);
  const message = messageOf(error);
  switch (status) {
    case 409:
      return { field: 'slug', message: t('editor:errors.slugTaken') };
    case 413:
      return { field: 'content', message: t('editor:errors.tooLarge') };
    case 403:
      return {
        field: 'form',
        message: isEdit
          ? t('editor:errors.noUpdatePermission')
          : t('editor:errors.noCreatePermission'),
      };
    case 404:
      if (isEdit) return { field: 'form', message: t('editor:errors.notFound') };
      break;
    case 0:
      return { field: 'form', message: t('editor:errors.serverNotResponding') };
  }
  // A 400 naming the suffix (reserved word, bad characters) belongs beside the suffix field, one
  // naming the title beside the title.
  const words = status === 400 ? serverWordsOf(error) : '';
  const field = /suffix|slug/i.test(words) ? 'slug' : /^title\b/.test(words) ? 'title' : 'form';
  return {
    field,
    message: message
      ? t('editor:errors.saveFailedWith', { message })
      : t('editor:errors.saveFailed'),
  };
}
