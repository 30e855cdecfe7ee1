/** The drop zone of a file request's page, with each file's progress and outcome. */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { ProgressBar } from '../../../components/ProgressBar';
import { useFileDrop } from '../../../components/useFileDrop';
import { formatBytes } from '../../../lib/format';
import type { QueuedFile } from './useRequestUploads';

export function RequestDropZone({
  queue,
  onFiles,
}: {
  queue: QueuedFile[];
  onFiles: (files: File[]) => void;
}) {
  const { t, i18n } = useTranslation('fileRequest');
  const input = useRef<HTMLInputElement>(null);
  const { isOver, handlers } = useFileDrop((files) => onFiles(files));
  return (
    <div className="flex flex-col gap-3">
      <div
        {...handlers}
        data-testid="file-request-drop"
        className={`flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-8 text-center ${
          isOver
            ? 'border-blue-500 bg-blue-50 dark:bg-blue-950'
            : 'border-gray-300 dark:border-gray-600'
        }`}
      >
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('visit.drop')}</p>
        <input
          ref={input}
          type="file"
          multiple
          className="hidden"
          data-testid="file-request-input"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
        <Button size="sm" onClick={() => input.current?.click()}>
          {t('visit.choose')}
        </Button>
      </div>
      {queue.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label={t('visit.queue')}>
          {queue.map((item) => (
            <li key={item.id} data-testid="file-request-item" data-state={item.state}>
              <div className="flex flex-wrap justify-between gap-2 text-sm">
                <span className="min-w-0 font-medium break-all text-gray-900 dark:text-gray-100">
                  {item.file.name}
                </span>
                <span className="text-gray-600 dark:text-gray-400">
                  {formatBytes(item.file.size, i18n.language)} · {t(`visit.state.${item.state}`)}
                </span>
              </div>
              <ProgressBar
                percent={item.file.size > 0 ? (item.loaded / item.file.size) * 100 : 100}
                label={t('visit.progress', { name: item.file.name })}
                tone={
                  item.state === 'done'
                    ? 'done'
                    : item.state === 'failed'
                      ? 'failed'
                      : item.state === 'sending'
                        ? 'active'
                        : 'idle'
                }
              />
              {item.note && (
                <p
                  className={`text-xs ${item.state === 'failed' ? 'text-red-700 dark:text-red-300' : 'text-gray-600 dark:text-gray-400'}`}
                >
                  {item.state === 'done' ? t('visit.storedAs', { name: item.note }) : item.note}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
