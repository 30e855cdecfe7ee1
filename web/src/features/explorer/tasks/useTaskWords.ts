/** The tasks panel's words for a task: its title, status, figures, files and failures. */
import { useTranslation } from 'react-i18next';
import { formatBytes, formatDuration, formatNumber, formatSpeed } from '../../../lib/format';
import type { FileStatus, TaskError, TaskSnapshot, TaskStatus } from './taskTypes';

export function useTaskWords() {
  const { t, i18n } = useTranslation('explorer');
  const locale = i18n.language;
  const amount = (task: TaskSnapshot, value: number) =>
    task.unit === 'bytes' ? formatBytes(value, locale) : formatNumber(value, locale);

  return {
    title: (task: TaskSnapshot) =>
      t(`tasks.titles.${task.isMove ? 'move' : task.type}`, {
        count: task.files.length,
        folder: task.target,
      }),
    status: (status: TaskStatus) => t(`tasks.status.${status}`),
    /** "12 MB / 40 MB · 30 %", or counted in items. */
    progress: (task: TaskSnapshot) =>
      t('tasks.progress', {
        current: amount(task, task.current),
        total: amount(task, task.total),
        percent: task.percent,
      }),
    /** "2 MB/s · 14 s left" while a transfer runs and its speed is known. */
    speed: (task: TaskSnapshot) =>
      task.status === 'running' && task.bytesPerSecond > 0
        ? t('tasks.speed', {
            speed: formatSpeed(task.bytesPerSecond, locale),
            left: task.secondsLeft === null ? '—' : formatDuration(task.secondsLeft),
          })
        : null,
    counts: (task: TaskSnapshot) =>
      t('tasks.counts', { done: task.successCount, failed: task.failureCount }),
    /** A file in flight reads as what the task does with it: uploading, deleting… */
    fileStatus: (task: TaskSnapshot, status: FileStatus) =>
      task.type === 'delete' && status === 'preparing'
        ? t('tasks.fileStatus.deleting')
        : t(`tasks.fileStatus.${status}`),
    error(task: TaskSnapshot, error: TaskError): string {
      switch (error.kind) {
        case 'cancelled':
          // An upload says "upload cancelled"; other tasks were simply stopped.
          return task.type === 'upload' ? t('tasks.errors.cancelled') : t('tasks.errors.stopped');
        case 'server':
          return error.message;
        case 'missingEtag':
          return t('tasks.errors.missingEtag', { part: error.part });
        case 'storageStatus':
          return t('tasks.errors.storageStatus', { status: error.status });
        case 'downloadStatus':
          return t('tasks.errors.downloadStatus', { status: error.status });
        default:
          return t(`tasks.errors.${error.kind}`);
      }
    },
  };
}

export type TaskWords = ReturnType<typeof useTaskWords>;
