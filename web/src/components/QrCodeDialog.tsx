/**
 * A share link as a QR code, for opening it on a phone, with the link itself to copy. Its code
 * (the dialog, the code's drawing and its downloads) loads when it first opens: most visits to a
 * share never open it.
 */
import { lazyPart } from './lazyPart';

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

export const QrCodeDialog = lazyPart<QrCodeDialogProps>(() =>
  import('./QrCodeDialogBody').then((module) => module.QrCodeDialogBody),
);
