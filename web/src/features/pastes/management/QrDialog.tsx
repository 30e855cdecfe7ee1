/** The QR code of a share's link, with the link itself to copy. */
import type { PasteRecord } from '@cloudpaste/contracts';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { CopyableValue } from '../../../components/CopyableValue';
import { Modal } from '../../../components/Modal';
import { pasteShareUrl } from './shareLinks';

export function QrDialog({ paste, onClose }: { paste: PasteRecord; onClose: () => void }) {
  const { t } = useTranslation('textManagement');
  const url = pasteShareUrl(paste.slug);
  return (
    <Modal open onClose={onClose} title={t('qr.title', { slug: paste.slug })} size="sm">
      <div className="flex flex-col items-center gap-4">
        {/* Always dark on white, also in dark mode: scanners need the contrast. */}
        <div className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-gray-200 dark:ring-gray-700">
          <QRCodeSVG
            value={url}
            size={200}
            marginSize={1}
            title={t('qr.image', { url })}
            role="img"
            data-testid="paste-qr-code"
          />
        </div>
        <CopyableValue value={url} copyLabel={t('qr.copy')} className="w-full" />
        <p className="text-xs text-gray-500 dark:text-gray-400">{t('qr.hint')}</p>
      </div>
    </Modal>
  );
}
