/** A large spinner centred where content is loading (a list, an admin screen). */
import { Spinner } from './Spinner';

export function LoadingBlock({ testId }: { testId?: string }) {
  return (
    <div
      className="flex justify-center py-10 text-gray-500 dark:text-gray-400"
      data-testid={testId}
    >
      <Spinner size="lg" />
    </div>
  );
}
