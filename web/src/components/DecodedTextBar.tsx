/**
 * Above a text preview: the encoding it is read in, to pick another by hand, any other controls
 * beside it, and a warning when some bytes are not valid in the encoding shown.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ENCODING_NAMES, type TextEncodingId } from '../lib/textEncoding';
import { TextEncodingSelect } from './TextEncodingSelect';
import type { DecodedFile } from './useDecodedText';

export interface DecodedTextBarProps {
  decoded: DecodedFile;
  onChange: (encoding: TextEncodingId) => void;
  testId: string;
  /** Shown at the other end of the bar (the explorer's Edit button). */
  children?: ReactNode;
}

export function DecodedTextBar({ decoded, onChange, testId, children }: DecodedTextBarProps) {
  const { t } = useTranslation('markdown');
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <TextEncodingSelect
          value={decoded.encoding}
          detected={decoded.detected}
          onChange={onChange}
          testId={testId}
        />
        {children && <div className="ml-auto">{children}</div>}
      </div>
      {!decoded.isClean && (
        <p role="note" className="text-xs text-amber-700 dark:text-amber-300">
          {t('encoding.notClean', { encoding: ENCODING_NAMES[decoded.encoding] })}
        </p>
      )}
    </>
  );
}
