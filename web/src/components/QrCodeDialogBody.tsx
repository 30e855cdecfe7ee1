/** The QR code dialog's content (QrCodeDialog.tsx loads it when it opens). */
import { CopyableValue } from './CopyableValue';
import { Modal } from './Modal';
import { QrCode } from './QrCode';
import type { QrCodeDialogProps } from './QrCodeDialog';

export function QrCodeDialogBody({
  url,
  title,
  imageLabel,
  copyLabel,
  hint,
  onClose,
  testId,
  downloadName,
}: QrCodeDialogProps) {
  return (
    <Modal open onClose={onClose} title={title} size="sm">
      <div className="flex flex-col items-center gap-4">
        <QrCode
          value={url}
          size={200}
          title={imageLabel}
          testId={testId}
          downloadName={downloadName}
        />
        <CopyableValue value={url} copyLabel={copyLabel} className="w-full" />
        <p className="text-xs text-gray-500 dark:text-gray-400">{hint}</p>
      </div>
    </Modal>
  );
}
