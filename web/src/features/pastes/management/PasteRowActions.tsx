/** Per-share actions: view (new tab, counts a view), edit in the editor, copy link, QR code, delete. */
import type { PasteRecord } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActionIcon } from './ActionIcon';
import { actionButtonClass, dangerActionClass } from './styles';
import { CopyLinkButton } from './CopyLinkButton';
import { pasteEditPath, pastePath } from './shareLinks';

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
        <ActionIcon name="view" />
      </a>
      <Link
        to={pasteEditPath(paste.id)}
        title={t('actions.edit')}
        aria-label={t('actions.editNamed', { slug })}
        className={actionButtonClass}
        data-testid="paste-action-edit"
      >
        <ActionIcon name="edit" />
      </Link>
      <CopyLinkButton slug={slug} />
      <button
        type="button"
        onClick={() => onQr(paste)}
        title={t('actions.qr')}
        aria-label={t('actions.qrNamed', { slug })}
        className={actionButtonClass}
        data-testid="paste-action-qr"
      >
        <ActionIcon name="qr" />
      </button>
      <button
        type="button"
        onClick={() => onDelete(paste)}
        title={t('actions.delete')}
        aria-label={t('actions.deleteNamed', { slug })}
        className={dangerActionClass}
        data-testid="paste-action-delete"
      >
        <ActionIcon name="delete" />
      </button>
    </div>
  );
}
