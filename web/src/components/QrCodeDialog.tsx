/** A share link as a QR code, for opening it on a phone, with the link itself to copy. */
import { CopyableValue } from './CopyableValue';
import { Modal } from './Modal';
import { QrCode } from './QrCode';

export interface QrCodeDialogProps {
  url: string;
  title: string;
  /** Accessible name of the code image. */
  imageLabel: string;
  copyLabel: string;
  /** A line under the link (what scanning does). */
  hint: string;
  onClose: () => void;
  testId?: string;
  /** File name (no extension) of the code's PNG and SVG downloads, from the share's slug. */
  downloadName: string;
}

export function QrCodeDialog({
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
