/**
 * The explorer's task list as React state: one store while the explorer is open, its tasks through
 * useSyncExternalStore. Leaving the explorer stops running tasks (multipart uploads can resume);
 * closing the tab mid-task asks first.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLeaveWarning } from '../../../components/useLeaveWarning';
import { TaskStore } from './TaskStore';
import { isFinished } from './taskTypes';

export function useTaskStore() {
  const [store] = useState(() => new TaskStore());
  useEffect(() => () => store.dispose(), [store]);
  const tasks = useSyncExternalStore(store.subscribe, store.getSnapshot);
  useLeaveWarning(tasks.some((task) => !isFinished(task.status)));

  return { store, tasks };
}
