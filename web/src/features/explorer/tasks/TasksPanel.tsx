/**
 * The tasks panel: a collapsible box in the lower left corner (toasts use the right) listing
 * uploads and deletions with their progress, a cancel for those still running and a way to clear
 * the finished ones. It opens whenever a task is added, so a drop never goes unnoticed.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { focusRing } from '../../../components/classes';
import { Glyph } from '../Glyph';
import { TaskRow } from './TaskRow';
import { isFinished, type TaskSnapshot } from './taskTypes';
import { useTaskWords } from './useTaskWords';

export interface TasksPanelProps {
  tasks: readonly TaskSnapshot[];
  onCancel: (id: string) => void;
  onClearFinished: () => void;
}

export function TasksPanel({ tasks, onCancel, onClearFinished }: TasksPanelProps) {
  const { t } = useTranslation('explorer');
  const words = useTaskWords();
  const [isOpen, setIsOpen] = useState(true);
  // Reopen for a new task: remembered as the count last seen, set while rendering (no effect).
  const [seen, setSeen] = useState(tasks.length);
  if (tasks.length !== seen) {
    setSeen(tasks.length);
    if (tasks.length > seen) setIsOpen(true);
  }
  if (tasks.length === 0) return null;
  const active = tasks.filter((task) => !isFinished(task.status)).length;
  return (
    <section
      aria-label={t('tasks.label')}
      data-testid="tasks-panel"
      className="fixed bottom-4 left-4 z-30 w-[min(26rem,calc(100vw-2rem))] overflow-hidden rounded-lg border border-gray-200 bg-white shadow-lg dark:border-gray-700 dark:bg-gray-900"
    >
      <div className="flex items-center gap-2 border-b border-gray-200 px-3 py-2 dark:border-gray-700">
        <button
          type="button"
          onClick={() => setIsOpen(!isOpen)}
          aria-expanded={isOpen}
          data-testid="tasks-toggle"
          className={`flex flex-1 items-center gap-2 rounded text-left text-sm font-semibold text-gray-900 dark:text-gray-100 ${focusRing}`}
        >
          <Glyph name={isOpen ? 'chevronDown' : 'chevronUp'} className="h-4 w-4" />
          {active > 0 ? t('tasks.headingActive', { count: active }) : t('tasks.heading')}
        </button>
        {tasks.length > active && (
          <Button variant="ghost" size="sm" onClick={onClearFinished} data-testid="tasks-clear">
            {t('tasks.clearFinished')}
          </Button>
        )}
      </div>
      {isOpen && (
        <ul className="max-h-[50vh] divide-y divide-gray-100 overflow-auto dark:divide-gray-800">
          {tasks.map((task) => (
            <TaskRow key={task.id} task={task} words={words} onCancel={onCancel} />
          ))}
        </ul>
      )}
    </section>
  );
}
