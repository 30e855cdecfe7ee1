/** The QR code of a share's link, with the link itself to copy. */
import type { PasteRecord } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { QrCodeDialog } from '../../../components/QrCodeDialog';
import { qrFileBase } from '../../../components/qrDownload';
import { pasteShareUrl } from '../../../lib/shareLinks';

export function QrDialog({ paste, onClose }: { paste: PasteRecord; onClose: () => void }) {
  const { t } = useTranslation('textManagement');
  const url = pasteShareUrl(paste.slug);
  return (
    <QrCodeDialog
      url={url}
      title={t('qr.title', { slug: paste.title || paste.slug })}
      imageLabel={t('qr.image', { url })}
      copyLabel={t('qr.copy')}
      hint={t('qr.hint')}
      onClose={onClose}
      testId="paste-qr-code"
      downloadName={qrFileBase(paste.slug)}
    />
  );
}
