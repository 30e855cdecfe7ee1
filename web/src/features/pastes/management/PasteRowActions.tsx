/**
 * Per-share actions: preview in place (no view counted), view (new tab, counts a view), edit in the
 * editor, copy link, copy raw link, QR code, delete.
 */
import type { PasteRecord } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon';
import { CopyLinkButton } from '../../../components/list/CopyLinkButton';
import { actionButtonClass } from '../../../components/list/listClasses';
import { RowActionButton } from '../../../components/list/RowActionButton';
import { pasteEditPath, pastePath, pasteShareUrl } from '../../../lib/shareLinks';
import { RawLinkButton } from './RawLinkButton';

export interface PasteRowActionsProps {
  paste: PasteRecord;
  onPreview: (paste: PasteRecord) => void;
  onQr: (paste: PasteRecord) => void;
  onDelete: (paste: PasteRecord) => void;
}

export function PasteRowActions({ paste, onPreview, onQr, onDelete }: PasteRowActionsProps) {
  const { t } = useTranslation('textManagement');
  const slug = paste.slug;
  return (
    // Two rows of four in the table: seven in a line pushed the status column under the sticky
    // actions at 1280 px; the row is three lines tall anyway. One line on a phone's card.
    <div className="flex flex-nowrap items-center gap-0.5 md:grid md:grid-cols-4 md:justify-items-end">
      <RowActionButton
        icon="preview"
        title={t('actions.preview')}
        label={t('actions.previewNamed', { slug })}
        onClick={() => onPreview(paste)}
        testId="paste-action-preview"
      />
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
      {/* An encrypted share's key never reaches the server, so its content is not edited here. */}
      {!paste.encrypted && (
        <Link
          to={pasteEditPath(paste.id)}
          title={t('actions.edit')}
          aria-label={t('actions.editNamed', { slug })}
          className={actionButtonClass}
          data-testid="paste-action-edit"
        >
          <Icon name="edit" className="h-4 w-4" />
        </Link>
      )}
      <CopyLinkButton
        url={pasteShareUrl(slug)}
        title={t('actions.copyLink')}
        label={t('actions.copyLinkNamed', { slug })}
        doneMessage={t('copy.done')}
        failedMessage={t('copy.failed')}
        testId="paste-action-copy"
      />
      <RawLinkButton paste={paste} />
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
