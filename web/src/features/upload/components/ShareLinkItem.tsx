/** A created share as a list item: its name and link, with copy, open and QR code. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { CopyButton } from '../../../components/CopyButton';
import { QrCodeDialog } from '../../../components/QrCodeDialog';
import { qrFileBase } from '../../../components/qrDownload';
import { fileShareUrl } from '../../../lib/shareLinks';

export interface ShareLinkItemProps {
  slug: string;
  name: string;
  /** Extra facts under the name (size, time). */
  detail?: string;
  /** An end-to-end encrypted share's key: the link's fragment (docs/ENCRYPTION.md). */
  linkKey?: string | undefined;
}

export function ShareLinkItem({ slug, name, detail, linkKey }: ShareLinkItemProps) {
  const { t } = useTranslation('upload');
  const [isQrOpen, setIsQrOpen] = useState(false);
  const url = linkKey ? `${fileShareUrl(slug)}#${linkKey}` : fileShareUrl(slug);
  return (
    <li
      className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3"
      data-testid="upload-share"
      data-slug={slug}
    >
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-gray-900 dark:text-gray-100" title={name}>
          {name}
        </p>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="block truncate font-mono text-xs text-blue-700 hover:underline dark:text-blue-300"
          data-testid="upload-share-link"
        >
          {url}
        </a>
        {detail && <p className="text-xs text-gray-500 dark:text-gray-400">{detail}</p>}
      </div>
      <div className="flex shrink-0 gap-2">
        <CopyButton value={url} label={t('results.copyLink')} data-testid="upload-share-copy" />
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setIsQrOpen(true)}
          data-testid="upload-share-qr"
        >
          {t('results.qr')}
        </Button>
      </div>
      {isQrOpen && (
        <QrCodeDialog
          url={url}
          title={t('results.qrTitle', { name })}
          imageLabel={t('results.qrImage')}
          copyLabel={t('results.copyLink')}
          hint={t('results.qrHint')}
          onClose={() => setIsQrOpen(false)}
          testId="upload-qr-code"
          downloadName={qrFileBase(slug)}
        />
      )}
    </li>
  );
}
