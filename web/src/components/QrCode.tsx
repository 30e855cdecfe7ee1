/**
 * A link as a QR code, its code (qrcode.react) loaded on demand: only pages that show a code pay for
 * it, when they show it. A box of the code's size holds its place while it loads; offline before
 * the chunk is cached, the box says so and the code is tried again when the network returns.
 * Given a file name, the code can be downloaded as a PNG or an SVG.
 */
import { use, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { retryableImport } from '../lib/retryableImport';
import { OnDemand } from './OnDemand';
import { QrDownloads } from './QrDownloads';

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
  /** File name (no extension) for PNG and SVG download buttons under the code; none without it. */
  downloadName?: string;
}

/** Dark on white in both themes: scanners need the contrast. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-md bg-white p-2 shadow-sm ring-1 ring-gray-200 dark:ring-gray-700">
      {children}
    </div>
  );
}

function LoadedQrCode({ value, size, title, testId, downloadName }: QrCodeProps) {
  const { QRCodeSVG } = use(qrcode.load());
  const svgRef = useRef<SVGSVGElement>(null);
  return (
    <div className="flex flex-col items-center gap-2">
      <Frame>
        <QRCodeSVG
          ref={svgRef}
          value={value}
          size={size}
          marginSize={1}
          role="img"
          title={title}
          data-testid={testId}
        />
      </Frame>
      {downloadName && <QrDownloads svgRef={svgRef} fileBase={downloadName} />}
    </div>
  );
}

function Placeholder({ size, children }: { size: number; children?: string }) {
  return (
    <Frame>
      <div
        style={{ width: size, height: size }}
        className="flex items-center justify-center p-2 text-center text-xs text-gray-500"
        aria-busy={children ? undefined : true}
      >
        {children}
      </div>
    </Frame>
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
