/** One file of the upload list: name and size, stage, progress with speed and time left, and its actions. */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { ProgressBar, type ProgressTone } from '../../../components/ProgressBar';
import { formatBytes, formatDuration, formatSpeed } from '../../../lib/format';
import type { TaskSnapshot } from '../engine/UploadTask';
import { uploadErrorMessage } from '../uploadErrorMessage';

export interface UploadRowProps {
  task: TaskSnapshot;
  maxBytes: number;
  onCancel: (id: string) => void;
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
}

const TONES: Record<TaskSnapshot['status'], ProgressTone> = {
  ready: 'idle',
  queued: 'idle',
  running: 'active',
  done: 'done',
  failed: 'failed',
  cancelled: 'failed',
};

/** What the row says it is doing: the engine's stage while it runs, else its status. */
function stageKey(task: TaskSnapshot): string {
  if (task.status === 'done') return 'completed';
  if (task.status !== 'running') return task.status;
  if (task.phase === 'download') return 'downloading';
  return task.stage ?? 'starting';
}

export function UploadRow({ task, maxBytes, onCancel, onRetry, onRemove }: UploadRowProps) {
  const { t, i18n } = useTranslation('upload');
  const locale = i18n.language;
  const { progress } = task;
  const isRunning = task.status === 'running';
  const isActive = isRunning || task.status === 'queued';
  const canRetry = task.status === 'failed' || task.status === 'cancelled';
  const error =
    task.error && task.status === 'failed'
      ? uploadErrorMessage(task.error, t, { locale, maxBytes, method: task.method })
      : null;

  return (
    <li
      data-testid="upload-row"
      data-status={task.status}
      data-stage={task.stage ?? undefined}
      className="space-y-2 px-4 py-3"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <p
            className="truncate text-sm font-medium text-gray-900 dark:text-gray-100"
            title={task.name}
          >
            {task.name}
          </p>
          <p className="text-xs text-gray-500 dark:text-gray-400">
            {formatBytes(task.size, locale)}
            {task.method && ` · ${t(`methods.${task.method}`)}`}
            {task.isResumed && ` · ${t('list.resumed')}`}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {isActive && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onCancel(task.id)}
              data-testid="upload-cancel"
            >
              {t('actions.cancel')}
            </Button>
          )}
          {canRetry && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onRetry(task.id)}
              data-testid="upload-retry"
            >
              {t('actions.retry')}
            </Button>
          )}
          {!isRunning && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onRemove(task.id)}
              aria-label={t('actions.removeNamed', { name: task.name })}
              data-testid="upload-remove"
            >
              {t('actions.remove')}
            </Button>
          )}
        </div>
      </div>
      <ProgressBar
        percent={progress.percent}
        tone={TONES[task.status]}
        label={t('list.progressLabel', { name: task.name })}
      />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs text-gray-600 dark:text-gray-400">
        {/* Only the stage is announced: the figures change many times a second. */}
        <span data-testid="upload-stage" aria-live="polite">
          {t(`stages.${stageKey(task)}`)}
        </span>
        <span className="flex flex-wrap gap-x-3 tabular-nums">
          {task.parts && isRunning && <span>{t('list.parts', task.parts)}</span>}
          {isRunning && progress.bytesPerSecond > 0 && (
            <span>{formatSpeed(progress.bytesPerSecond, locale)}</span>
          )}
          {isRunning && progress.secondsLeft !== null && (
            <span>{t('list.timeLeft', { time: formatDuration(progress.secondsLeft) })}</span>
          )}
          <span data-testid="upload-percent">{progress.percent}%</span>
        </span>
      </div>
      {error && (
        <p
          role="alert"
          data-testid="upload-error"
          className="text-xs text-red-700 dark:text-red-400"
        >
          {error}
        </p>
      )}
    </li>
  );
}
