/** The two ways in, as tabs: files from this device, or a file from a URL. */
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '../../../components/classes';
import { DropZone } from './DropZone';
import { UrlSource } from './UrlSource';

type Source = 'files' | 'url';
const SOURCES: readonly Source[] = ['files', 'url'];

export interface SourcePanelProps {
  maxBytes: number;
  disabled: boolean;
  onFiles: (files: File[]) => void;
  /** A URL to add; `name` when the user renamed its file. */
  onUrl: (url: string, name?: string) => void;
}

export function SourcePanel({ maxBytes, disabled, onFiles, onUrl }: SourcePanelProps) {
  const { t } = useTranslation('upload');
  const [source, setSource] = useState<Source>('files');
  const id = useId();

  // Arrow keys move between tabs, as the ARIA tabs pattern expects.
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = SOURCES[(SOURCES.indexOf(source) + 1) % SOURCES.length] ?? 'files';
    setSource(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  }

  return (
    <section className="space-y-3">
      <div
        role="tablist"
        aria-label={t('source.label')}
        className="flex gap-1 border-b border-gray-200 dark:border-gray-700"
        onKeyDown={onKeyDown}
      >
        {SOURCES.map((key) => (
          <button
            key={key}
            id={`${id}-tab-${key}`}
            type="button"
            role="tab"
            aria-selected={source === key}
            aria-controls={`${id}-panel`}
            tabIndex={source === key ? 0 : -1}
            onClick={() => setSource(key)}
            data-testid={`upload-source-${key}`}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${focusRing} ${
              source === key
                ? 'border-blue-600 text-blue-700 dark:border-blue-400 dark:text-blue-300'
                : 'border-transparent text-gray-600 hover:text-gray-900 dark:text-gray-400 dark:hover:text-gray-100'
            }`}
          >
            {key === 'files' ? t('source.files') : t('source.url')}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${source}`}>
        {source === 'files' ? (
          <DropZone maxBytes={maxBytes} disabled={disabled} onFiles={onFiles} />
        ) : (
          <UrlSource onUrl={onUrl} disabled={disabled} />
        )}
      </div>
    </section>
  );
}
