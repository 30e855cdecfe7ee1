/**
 * One task in the panel: what it does and where, its status, progress with speed
 * and time left for transfers, the file in hand, how many succeeded and failed, and its files.
 */
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { ProgressBar, type ProgressTone } from '../../../components/ProgressBar';
import { Glyph } from '../Glyph';
import { TaskFiles } from './TaskFiles';
import { isFinished, type TaskSnapshot, type TaskStatus } from './taskTypes';
import type { TaskWords } from './useTaskWords';

const iconClass = 'h-4 w-4 shrink-0 text-gray-500 dark:text-gray-400';

const TONES: Record<TaskStatus, [BadgeTone, ProgressTone]> = {
  pending: ['neutral', 'idle'],
  running: ['info', 'active'],
  completed: ['success', 'done'],
  partial: ['warning', 'failed'],
  failed: ['danger', 'failed'],
  cancelled: ['neutral', 'idle'],
};

export interface TaskRowProps {
  task: TaskSnapshot;
  words: TaskWords;
  onCancel: (id: string) => void;
}

export function TaskRow({ task, words, onCancel }: TaskRowProps) {
  const { t } = useTranslation('explorer');
  const [badge, bar] = TONES[task.status];
  const speed = words.speed(task);
  const muted = 'text-xs text-gray-600 dark:text-gray-400';
  return (
    <li
      data-testid="task"
      data-type={task.type}
      data-status={task.status}
      className="space-y-1.5 px-3 py-2.5"
    >
      <div className="flex items-center gap-2">
        {task.type === 'delete' ? (
          <Icon name="delete" className={iconClass} />
        ) : (
          <Glyph name="upload" className={iconClass} />
        )}
        <p
          className="min-w-0 flex-1 truncate text-sm font-medium text-gray-900 dark:text-gray-100"
          title={words.title(task)}
        >
          {words.title(task)}
        </p>
        <span data-testid="task-status">
          <Badge tone={badge}>{words.status(task.status)}</Badge>
        </span>
        {!isFinished(task.status) && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onCancel(task.id)}
            data-testid="task-cancel"
          >
            {t('tasks.cancel')}
          </Button>
        )}
      </div>
      <ProgressBar percent={task.percent} tone={bar} label={words.title(task)} />
      <p className={`${muted} tabular-nums`} data-testid="task-progress">
        {words.progress(task)}
        {speed && ` · ${speed}`}
      </p>
      {task.currentFile && (
        <p className={`${muted} truncate`} data-testid="task-current">
          {t('tasks.current', { name: task.currentFile })}
        </p>
      )}
      <p className={muted} data-testid="task-counts">
        {words.counts(task)}
      </p>
      {task.error && (
        <p role="alert" className="text-xs break-words text-red-700 dark:text-red-400">
          {words.error(task, task.error)}
        </p>
      )}
      <TaskFiles task={task} words={words} />
    </li>
  );
}
