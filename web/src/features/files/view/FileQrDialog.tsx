/** A file share's link as a QR code, in the file view's words (its title may name the file). */
import { useTranslation } from 'react-i18next';
import { QrCodeDialog } from '../../../components/QrCodeDialog';

export function FileQrDialog({
  link,
  title,
  onClose,
}: {
  link: string;
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
    />
  );
}
