/** Per-share actions: view (new tab, counts a view), edit, copy link, QR code, delete. */
import type { FileRecord } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import { CopyLinkButton } from '../../../components/list/CopyLinkButton';
import { actionButtonClass } from '../../../components/list/listClasses';
import { RowActionButton } from '../../../components/list/RowActionButton';
import { filePath, fileShareUrl } from '../../../lib/shareLinks';

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
        <Icon name="view" className="h-4 w-4" />
      </a>
      <RowActionButton
        icon="edit"
        title={t('actions.edit')}
        label={t('actions.editNamed', { slug })}
        onClick={() => onEdit(file)}
        testId="file-action-edit"
      />
      <CopyLinkButton
        url={fileShareUrl(slug)}
        title={t('actions.copyLink')}
        label={t('actions.copyLinkNamed', { slug })}
        doneMessage={t('copy.done')}
        failedMessage={t('copy.failed')}
        testId="file-action-copy"
      />
      <RowActionButton
        icon="qr"
        title={t('actions.qr')}
        label={t('actions.qrNamed', { slug })}
        onClick={() => onQr(file)}
        testId="file-action-qr"
      />
      <RowActionButton
        icon="delete"
        title={t('actions.delete')}
        label={t('actions.deleteNamed', { slug })}
        onClick={() => onDelete(file)}
        danger
        testId="file-action-delete"
      />
    </div>
  );
}
