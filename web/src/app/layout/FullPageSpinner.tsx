/** Shown while the first page's code and the session check load. */
import { Spinner } from '../../components/Spinner';

export function FullPageSpinner() {
  return (
    <div className="flex min-h-screen items-center justify-center text-blue-600 dark:bg-gray-950 dark:text-blue-400">
      <Spinner size="lg" />
    </div>
  );
}
