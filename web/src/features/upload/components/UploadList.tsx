/** The files of this upload, each with its progress and actions. */
import { useTranslation } from 'react-i18next';
import type { TaskSnapshot } from '../engine/UploadTask';
import { UploadRow } from './UploadRow';

export interface UploadListProps {
  tasks: readonly TaskSnapshot[];
  maxBytes: number;
  onCancel: (id: string) => void;
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
}

export function UploadList({ tasks, ...actions }: UploadListProps) {
  const { t } = useTranslation('upload');
  if (tasks.length === 0) return null;
  return (
    <section
      aria-labelledby="upload-list-title"
      className="rounded-lg border border-gray-200 bg-white shadow-sm dark:border-gray-700 dark:bg-gray-900"
    >
      <h2
        id="upload-list-title"
        className="border-b border-gray-200 px-4 py-3 text-base font-semibold text-gray-900 dark:border-gray-700 dark:text-gray-100"
      >
        {t('list.title', { count: tasks.length })}
      </h2>
      <ul className="divide-y divide-gray-200 dark:divide-gray-700" data-testid="upload-list">
        {tasks.map((task) => (
          <UploadRow key={task.id} task={task} {...actions} />
        ))}
      </ul>
    </section>
  );
}
