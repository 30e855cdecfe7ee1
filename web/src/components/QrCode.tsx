/**
 * A link as a QR code, its code (qrcode.react) loaded on demand: only pages that show a code pay for
 * it, when they show it. A box of the code's size holds its place while it loads; offline before
 * the chunk is cached, the box says so and the code is tried again when the network returns.
 */
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { retryableImport } from '../lib/retryableImport';
import { OnDemand } from './OnDemand';

const qrcode = retryableImport(() => import('qrcode.react'));

/** Fetches the code's chunk ahead of a first QR code (settles when it is in, or has failed). */
export function preloadQrCode(): Promise<void> {
  return qrcode.load().then(
    () => undefined,
    () => undefined,
  );
}

export interface QrCodeProps {
  value: string;
  /** Width and height in CSS pixels. */
  size: number;
  /** Accessible name of the code image. */
  title: string;
  testId?: string;
}

function LoadedQrCode({ value, size, title, testId }: QrCodeProps) {
  const { QRCodeSVG } = use(qrcode.load());
  return (
    <QRCodeSVG
      value={value}
      size={size}
      marginSize={1}
      role="img"
      title={title}
      data-testid={testId}
    />
  );
}

function Placeholder({ size, children }: { size: number; children?: string }) {
  return (
    <div
      style={{ width: size, height: size }}
      className="flex items-center justify-center p-2 text-center text-xs text-gray-500"
      aria-busy={children ? undefined : true}
    >
      {children}
    </div>
  );
}

export function QrCode(props: QrCodeProps) {
  const { t } = useTranslation('common');
  return (
    <OnDemand
      forgetFailure={qrcode.forgetFailure}
      loading={<Placeholder size={props.size} />}
      unavailable={<Placeholder size={props.size}>{t('qr.unavailable')}</Placeholder>}
    >
      <LoadedQrCode {...props} />
    </OnDemand>
  );
}
