/** The share link as a QR code, for opening the file on a phone. */
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { CopyableValue } from '../../../components/CopyableValue';
import { Modal } from '../../../components/Modal';

export function QrCodeDialog({
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
    <Modal open onClose={onClose} title={title ?? t('qr.title')} size="sm">
      <div className="flex flex-col items-center gap-4">
        {/* Dark on white in both themes: scanners need the contrast. */}
        <div className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-gray-200 dark:ring-gray-700">
          <QRCodeSVG
            value={link}
            size={200}
            marginSize={1}
            role="img"
            title={t('qr.image')}
            data-testid="file-qr-code"
          />
        </div>
        <CopyableValue value={link} copyLabel={t('actions.copyLink')} className="w-full" />
        <p className="text-xs text-gray-500 dark:text-gray-400">{t('qr.hint')}</p>
      </div>
    </Modal>
  );
}
