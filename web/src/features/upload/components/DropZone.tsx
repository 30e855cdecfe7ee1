/** Where files come in: drop them, pick them (several at once), or paste them from the clipboard. */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { useFileDrop } from '../../../components/useFileDrop';
import { formatBytes } from '../../../lib/format';

export interface DropZoneProps {
  maxBytes: number;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}

export function DropZone({ maxBytes, disabled = false, onFiles }: DropZoneProps) {
  const { t, i18n } = useTranslation('upload');
  const inputRef = useRef<HTMLInputElement>(null);
  const { isOver, handlers } = useFileDrop((files) => {
    if (!disabled) onFiles(files);
  });

  return (
    <div
      {...handlers}
      role="group"
      aria-label={t('dropZone.label')}
      data-testid="upload-drop-zone"
      data-over={isOver || undefined}
      className={`flex flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed px-4 py-10 text-center transition-colors ${
        isOver
          ? 'border-blue-500 bg-blue-50 dark:border-blue-400 dark:bg-blue-950'
          : 'border-gray-300 bg-white dark:border-gray-600 dark:bg-gray-900'
      }`}
    >
      <svg
        className="h-10 w-10 text-gray-400 dark:text-gray-500"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M12 16V4m0 0L7 9m5-5l5 5M4 16v3a1 1 0 001 1h14a1 1 0 001-1v-3" />
      </svg>
      <p className="text-base font-medium text-gray-900 dark:text-gray-100">
        {t('dropZone.title')}
      </p>
      <Button
        variant="secondary"
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
        data-testid="upload-choose"
      >
        {t('dropZone.choose')}
      </Button>
      <input
        ref={inputRef}
        type="file"
        name="files"
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="upload-file-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Clear it so choosing the same file again (after a reload: to resume) fires again.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <p className="text-xs text-gray-500 dark:text-gray-400">
        {t('dropZone.hint', { size: formatBytes(maxBytes, i18n.language) })}
      </p>
    </div>
  );
}
