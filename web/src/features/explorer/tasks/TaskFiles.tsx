/** A task's files, each with its state and, when it failed, why; folded away until asked for. */
import { useTranslation } from 'react-i18next';
import type { FileStatus, TaskSnapshot } from './taskTypes';
import type { TaskWords } from './useTaskWords';

const TONES: Record<FileStatus, string> = {
  pending: 'text-gray-500 dark:text-gray-400',
  preparing: 'text-blue-700 dark:text-blue-300',
  uploading: 'text-blue-700 dark:text-blue-300',
  downloading: 'text-blue-700 dark:text-blue-300',
  completed: 'text-green-700 dark:text-green-400',
  failed: 'text-red-700 dark:text-red-400',
};

export function TaskFiles({ task, words }: { task: TaskSnapshot; words: TaskWords }) {
  const { t } = useTranslation('explorer');
  return (
    <details className="text-xs" open={task.failureCount > 0}>
      <summary className="cursor-pointer text-gray-600 select-none dark:text-gray-300">
        {t('tasks.files', { count: task.files.length })}
      </summary>
      <ul className="mt-1 max-h-40 space-y-1 overflow-auto pr-1" data-testid="task-files">
        {task.files.map((file) => (
          <li
            key={file.path}
            data-testid="task-file"
            data-status={file.status}
            className="flex flex-wrap items-baseline justify-between gap-x-2"
          >
            <span className="min-w-0 truncate text-gray-800 dark:text-gray-200" title={file.path}>
              {file.name}
            </span>
            <span className={TONES[file.status]}>{words.fileStatus(task, file.status)}</span>
            {file.error && (
              <span className="w-full break-words text-red-700 dark:text-red-400">
                {words.error(task, file.error)}
              </span>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
