/** The two download buttons under a shown QR code: the same code as a PNG and as an SVG file. */
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Icon } from './Icon';
import { saveBlob } from '../lib/saveFile';
import { pngBlob, svgBlob } from './qrImage';

export interface QrDownloadsProps {
  /** The drawn code; the files are made from it, so they match what is on screen. */
  svgRef: RefObject<SVGSVGElement | null>;
  /** File name without its extension, e.g. "cloudpaste-abc". */
  fileBase: string;
}

export function QrDownloads({ svgRef, fileBase }: QrDownloadsProps) {
  const { t } = useTranslation('common');
  const [isPainting, setIsPainting] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);

  const downloadSvg = () => {
    if (svgRef.current) saveBlob(svgBlob(svgRef.current), `${fileBase}.svg`);
  };
  const downloadPng = async () => {
    const svg = svgRef.current;
    if (!svg) return;
    setIsPainting(true);
    setHasFailed(false);
    try {
      saveBlob(await pngBlob(svg), `${fileBase}.png`);
    } catch {
      // A browser that cannot paint the SVG onto a canvas; the SVG button still works.
      setHasFailed(true);
    } finally {
      setIsPainting(false);
    }
  };

  return (
    <div className="flex flex-col items-center gap-1">
      <div className="flex gap-2" role="group" aria-label={t('qr.download')}>
        <Button
          variant="secondary"
          size="sm"
          loading={isPainting}
          onClick={() => void downloadPng()}
          aria-label={t('qr.downloadPng')}
          data-testid="qr-download-png"
        >
          {!isPainting && <Icon name="download" className="h-4 w-4" />}
          PNG
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={downloadSvg}
          aria-label={t('qr.downloadSvg')}
          data-testid="qr-download-svg"
        >
          <Icon name="download" className="h-4 w-4" />
          SVG
        </Button>
      </div>
      {hasFailed && (
        <p role="alert" className="text-xs text-red-600 dark:text-red-400">
          {t('qr.pngFailed')}
        </p>
      )}
    </div>
  );
}
