/**
 * Actions on an open share: copy text or link, raw view, download, QR code, edit (for its owner).
 * After its last allowed view the share is deleted: only what works on the text on screen remains
 * (copy, download), no link, raw view, QR code or edit that would lead nowhere.
 */
import type { PasteView } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { linkButtonClass } from '../../../components/classes';
import { CopyButton } from '../../../components/CopyButton';
import { QrCodeDialog } from '../../../components/QrCodeDialog';
import { qrFileBase } from '../../../components/qrDownload';
import { rawPasteUrl } from '../api';
import { downloadFilename, downloadText } from './download';

export interface PasteToolbarProps {
  paste: PasteView & { content: string };
  link: string;
  /** The password the reader typed, if any: the raw route needs it again. */
  password?: string;
}

export function PasteToolbar({ paste, link, password }: PasteToolbarProps) {
  const { t } = useTranslation('pasteView');
  const [isQrOpen, setIsQrOpen] = useState(false);
  const isGone = paste.isLastView === true;
  const download = () =>
    downloadText(paste.content, downloadFilename(paste.slug, paste.format), paste.format);

  return (
    <div role="group" aria-label={t('toolbar.label')} className="flex flex-wrap gap-2">
      <CopyButton value={paste.content} label={t('toolbar.copy')} data-testid="paste-copy" />
      {!isGone && (
        <>
          <CopyButton value={link} label={t('toolbar.copyLink')} data-testid="paste-copy-link" />
          <a
            href={rawPasteUrl(paste.slug, password)}
            target="_blank"
            rel="noopener noreferrer"
            className={linkButtonClass}
            data-testid="paste-raw"
          >
            {paste.encrypted ? t('toolbar.rawEncrypted') : t('toolbar.raw')}
          </a>
        </>
      )}
      <Button variant="secondary" size="sm" onClick={download} data-testid="paste-download">
        {t('toolbar.download')}
      </Button>
      {!isGone && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setIsQrOpen(true)}
          data-testid="paste-qr"
        >
          {t('toolbar.qr')}
        </Button>
      )}
      {/* The server never holds an encrypted share's key, so its content is not edited here. */}
      {!isGone && paste.canEdit && paste.id && !paste.encrypted && (
        <Link
          to={`/?edit=${encodeURIComponent(paste.id)}`}
          className={linkButtonClass}
          data-testid="paste-edit"
        >
          {t('toolbar.edit')}
        </Link>
      )}
      {isQrOpen && (
        <QrCodeDialog
          url={link}
          title={t('qr.title')}
          imageLabel={t('qr.image')}
          copyLabel={t('toolbar.copyLink')}
          hint={t('qr.hint')}
          onClose={() => setIsQrOpen(false)}
          downloadName={qrFileBase(paste.slug)}
        />
      )}
    </div>
  );
}
