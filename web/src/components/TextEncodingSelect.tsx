/**
 * A compact picker of the encoding a text is read (or saved) in: a native select, so keyboard and
 * screen readers work as everywhere, with the detected encoding marked.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ENCODING_NAMES,
  TEXT_ENCODINGS,
  isTextEncoding,
  type TextEncodingId,
} from '../lib/textEncoding';
import { focusRing } from './classes';

export interface TextEncodingSelectProps {
  value: TextEncodingId;
  onChange: (encoding: TextEncodingId) => void;
  /** Marked "detected" in the list. */
  detected?: TextEncodingId;
  /** The select's label; "Encoding" unless given. */
  label?: string;
  disabled?: boolean;
  testId?: string;
}

export function TextEncodingSelect({
  value,
  onChange,
  detected,
  label,
  disabled,
  testId,
}: TextEncodingSelectProps) {
  const { t } = useTranslation('markdown');
  const id = useId();
  return (
    <div className="flex min-w-0 items-center gap-2 text-xs text-gray-600 dark:text-gray-300">
      <label htmlFor={id} className="shrink-0 font-medium">
        {label ?? t('encoding.label')}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        data-testid={testId}
        onChange={(event) => {
          if (isTextEncoding(event.target.value)) onChange(event.target.value);
        }}
        className={`min-w-0 rounded-md border border-gray-300 bg-white py-1 pr-7 pl-2 text-xs text-gray-900 disabled:opacity-60 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 ${focusRing}`}
      >
        {TEXT_ENCODINGS.map((encoding) => {
          const name = `${ENCODING_NAMES[encoding]} · ${t(`encoding.scripts.${encoding}`)}`;
          return (
            <option key={encoding} value={encoding}>
              {encoding === detected ? t('encoding.detected', { name }) : name}
            </option>
          );
        })}
      </select>
    </div>
  );
}
