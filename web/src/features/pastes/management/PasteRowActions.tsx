/** Per-share actions: view (new tab, counts a view), edit in the editor, copy link, QR code, delete. */
import type { PasteRecord } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon';
import { CopyLinkButton } from '../../../components/list/CopyLinkButton';
import { actionButtonClass } from '../../../components/list/listClasses';
import { RowActionButton } from '../../../components/list/RowActionButton';
import { pasteEditPath, pastePath, pasteShareUrl } from '../../../lib/shareLinks';

export interface PasteRowActionsProps {
  paste: PasteRecord;
  onQr: (paste: PasteRecord) => void;
  onDelete: (paste: PasteRecord) => void;
}

export function PasteRowActions({ paste, onQr, onDelete }: PasteRowActionsProps) {
  const { t } = useTranslation('textManagement');
  const slug = paste.slug;
  return (
    <div className="flex flex-nowrap items-center gap-0.5 md:justify-end">
      <a
        href={pastePath(slug)}
        target="_blank"
        rel="noopener noreferrer"
        title={t('actions.viewHint')}
        aria-label={t('actions.viewNamed', { slug })}
        className={actionButtonClass}
        data-testid="paste-action-view"
      >
        <Icon name="view" className="h-4 w-4" />
      </a>
      <Link
        to={pasteEditPath(paste.id)}
        title={t('actions.edit')}
        aria-label={t('actions.editNamed', { slug })}
        className={actionButtonClass}
        data-testid="paste-action-edit"
      >
        <Icon name="edit" className="h-4 w-4" />
      </Link>
      <CopyLinkButton
        url={pasteShareUrl(slug)}
        title={t('actions.copyLink')}
        label={t('actions.copyLinkNamed', { slug })}
        doneMessage={t('copy.done')}
        failedMessage={t('copy.failed')}
        testId="paste-action-copy"
      />
      <RowActionButton
        icon="qr"
        title={t('actions.qr')}
        label={t('actions.qrNamed', { slug })}
        onClick={() => onQr(paste)}
        testId="paste-action-qr"
      />
      <RowActionButton
        icon="delete"
        title={t('actions.delete')}
        label={t('actions.deleteNamed', { slug })}
        onClick={() => onDelete(paste)}
        danger
        testId="paste-action-delete"
      />
    </div>
  );
}
