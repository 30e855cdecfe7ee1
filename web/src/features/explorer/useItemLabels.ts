/** Translated, locale-formatted texts for an entry: its kind, size and modification time. */
import type { FsItem } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatDateTime } from '../../lib/format';
import { previewKindOf } from './previewKind';

export function useItemLabels() {
  const { t, i18n } = useTranslation('explorer');
  const locale = i18n.language;

  function kindOf(item: FsItem): string {
    if (item.isDirectory) return item.mount_id ? t('types.mount') : t('types.folder');
    switch (previewKindOf(item).kind) {
      case 'image':
        return t('types.image');
      case 'video':
        return t('types.video');
      case 'audio':
        return t('types.audio');
      case 'pdf':
        return t('types.pdf');
      case 'office':
        return t('types.office');
      case 'markdown':
        return t('types.markdown');
      case 'code':
        return t('types.code');
      case 'text':
        return t('types.text');
      default:
        return t('types.file');
    }
  }

  return {
    kindOf,
    /** Folders have no size of their own: a dash, not a misleading "0 B". */
    sizeOf: (item: FsItem) => (item.isDirectory ? '—' : formatBytes(item.size, locale)),
    // A time the storage reported in a form we cannot read is shown as it came.
    modifiedOf: (item: FsItem) => formatDateTime(item.modified, locale, item.modified ?? '—'),
    formatSize: (bytes: number) => formatBytes(bytes, locale),
  };
}
