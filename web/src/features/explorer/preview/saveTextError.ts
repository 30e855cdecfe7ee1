/** The editor's save messages: too large here, over the server's limit, not allowed, no answer. */
import { EDITOR_FILE_MAX_BYTES } from '@cloudpaste/contracts';
import type { TFunction } from 'i18next';
import { errorText } from '../../../lib/errorText';

/** The client's own refusal before sending `bytes`, or null when they may be saved. */
export function tooLargeToSave(bytes: number, t: TFunction<'explorer'>): string | null {
  return bytes > EDITOR_FILE_MAX_BYTES ? t('explorer:editor.tooLarge') : null;
}

export function saveTextError(error: unknown, t: TFunction<'explorer'>): string {
  switch ((error as { status?: unknown } | null)?.status) {
    case 413:
      return t('explorer:editor.serverLimit');
    case 403:
      return t('explorer:editor.noPermission');
    case 0:
      return t('explorer:editor.noResponse');
    default:
      return errorText(error, t('explorer:editor.saveFailed'));
  }
}
