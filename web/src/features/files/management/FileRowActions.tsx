/** Per-share actions: view (new tab, counts a view), edit, copy link, QR code, delete. */
import type { FileRecord } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { filePath } from '../view/format';
import { ActionIcon } from './ActionIcon';
import { CopyLinkButton } from './CopyLinkButton';
import { actionButtonClass, dangerActionClass } from './styles';

export interface FileRowActionsProps {
  file: FileRecord;
  onEdit: (file: FileRecord) => void;
  onQr: (file: FileRecord) => void;
  onDelete: (file: FileRecord) => void;
}

export function FileRowActions({ file, onEdit, onQr, onDelete }: FileRowActionsProps) {
  const { t } = useTranslation('fileManagement');
  const { slug } = file;
  return (
    <div className="flex flex-nowrap items-center gap-0.5 md:justify-end">
      <a
        href={filePath(slug)}
        target="_blank"
        rel="noopener noreferrer"
        title={t('actions.viewHint')}
        aria-label={t('actions.viewNamed', { slug })}
        className={actionButtonClass}
        data-testid="file-action-view"
      >
        <ActionIcon name="view" />
      </a>
      <button
        type="button"
        onClick={() => onEdit(file)}
        title={t('actions.edit')}
        aria-label={t('actions.editNamed', { slug })}
        className={actionButtonClass}
        data-testid="file-action-edit"
      >
        <ActionIcon name="edit" />
      </button>
      <CopyLinkButton slug={slug} />
      <button
        type="button"
        onClick={() => onQr(file)}
        title={t('actions.qr')}
        aria-label={t('actions.qrNamed', { slug })}
        className={actionButtonClass}
        data-testid="file-action-qr"
      >
        <ActionIcon name="qr" />
      </button>
      <button
        type="button"
        onClick={() => onDelete(file)}
        title={t('actions.delete')}
        aria-label={t('actions.deleteNamed', { slug })}
        className={dangerActionClass}
        data-testid="file-action-delete"
      >
        <ActionIcon name="delete" />
      </button>
    </div>
  );
}
