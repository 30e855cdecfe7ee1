/** The QR code of a file share's link, with the link to copy. */
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { CopyableValue } from '../../../components/CopyableValue';
import { Modal } from '../../../components/Modal';

export function ShareQrDialog({
  url,
  name,
  onClose,
}: {
  url: string;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('upload');
  return (
    <Modal open onClose={onClose} title={t('results.qrTitle', { name })} size="sm">
      <div className="flex flex-col items-center gap-4">
        {/* Dark on white in both themes: scanners need the contrast. */}
        <div className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-gray-200 dark:ring-gray-700">
          <QRCodeSVG
            value={url}
            size={200}
            marginSize={1}
            role="img"
            title={t('results.qrImage')}
            data-testid="upload-qr-code"
          />
        </div>
        <CopyableValue value={url} copyLabel={t('results.copyLink')} className="w-full" />
        <p className="text-xs text-gray-500 dark:text-gray-400">{t('results.qrHint')}</p>
      </div>
    </Modal>
  );
}
