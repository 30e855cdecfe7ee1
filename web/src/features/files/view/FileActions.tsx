/** Actions on an open file share: download, copy link, QR code, and edit and delete for its owner. */
import type { PublicFileInfo } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { primaryLinkClass } from '../../../components/classes';
import { CopyButton } from '../../../components/CopyButton';
import { fileShareUrl } from '../../../lib/shareLinks';
import { contentUrl } from '../api';
import { FileQrDialog } from './FileQrDialog';

export interface FileActionsProps {
  file: PublicFileInfo;
  /** The caller may delete this share (admin, or the key that created it). */
  canDelete: boolean;
  onDelete: () => void;
  /** Set when the caller owns the share: opens the edit dialog. */
  onEdit?: () => void;
}

export function FileActions({ file, canDelete, onDelete, onEdit }: FileActionsProps) {
  const { t } = useTranslation('fileView');
  const [isQrOpen, setIsQrOpen] = useState(false);
  // An encrypted share's link carries its key after #: copied whole, it opens the file.
  const link = file.encrypted
    ? `${fileShareUrl(file.slug)}${window.location.hash}`
    : fileShareUrl(file.slug);
  // An encrypted share downloads decrypted from its own panel (e2ee/EncryptedFile.tsx).
  const downloadUrl = file.encrypted ? null : file.downloadUrl;
  return (
    <div className="space-y-1">
      <div role="group" aria-label={t('actions.label')} className="flex flex-wrap gap-2">
        {downloadUrl && (
          <a
            href={contentUrl(downloadUrl)}
            className={primaryLinkClass}
            data-testid="file-download"
            download
          >
            {t('actions.download')}
          </a>
        )}
        <CopyButton value={link} label={t('actions.copyLink')} data-testid="file-copy-link" />
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setIsQrOpen(true)}
          data-testid="file-qr"
        >
          {t('actions.qr')}
        </Button>
        {onEdit && (
          <Button variant="secondary" size="sm" onClick={onEdit} data-testid="file-edit">
            {t('actions.edit')}
          </Button>
        )}
        {canDelete && (
          <Button variant="danger" size="sm" onClick={onDelete} data-testid="file-delete">
            {t('actions.delete')}
          </Button>
        )}
      </div>
      {downloadUrl && (
        <p className="text-xs text-gray-500 dark:text-gray-400">{t('actions.linkHint')}</p>
      )}
      {isQrOpen && <FileQrDialog link={link} slug={file.slug} onClose={() => setIsQrOpen(false)} />}
    </div>
  );
}
