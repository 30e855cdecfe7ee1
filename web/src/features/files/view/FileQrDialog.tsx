/** A file share's link as a QR code, in the file view's words (its title may name the file). */
import { useTranslation } from 'react-i18next';
import { QrCodeDialog } from '../../../components/QrCodeDialog';
import { qrFileBase } from '../../../components/qrDownload';

export function FileQrDialog({
  link,
  slug,
  title,
  onClose,
}: {
  link: string;
  /** The share's slug, which names the code's PNG and SVG downloads. */
  slug: string;
  title?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('fileView');
  return (
    <QrCodeDialog
      url={link}
      title={title ?? t('qr.title')}
      imageLabel={t('qr.image')}
      copyLabel={t('actions.copyLink')}
      hint={t('qr.hint')}
      onClose={onClose}
      testId="file-qr-code"
      downloadName={qrFileBase(slug)}
    />
  );
}
