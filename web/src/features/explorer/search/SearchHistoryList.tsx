/** Recent searches to pick again, each removable, and a way to forget them all. */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Glyph } from '../Glyph';

export interface SearchHistoryListProps {
  entries: readonly string[];
  onPick: (entry: string) => void;
  onForget: (entry: string) => void;
  onClear: () => void;
}

export function SearchHistoryList({ entries, onPick, onForget, onClear }: SearchHistoryListProps) {
  const { t } = useTranslation('explorer');
  if (entries.length === 0) return null;
  return (
    <section aria-label={t('search.history')} data-testid="search-history">
      <div className="mb-1 flex items-center justify-between">
        <h3 className="flex items-center gap-1 text-xs font-semibold text-gray-500 dark:text-gray-400">
          <Glyph name="history" className="h-3.5 w-3.5" />
          {t('search.history')}
        </h3>
        <Button variant="ghost" size="sm" onClick={onClear}>
          {t('search.clearHistory')}
        </Button>
      </div>
      <ul className="flex flex-wrap gap-2">
        {entries.map((entry) => (
          <li
            key={entry}
            className="flex items-center rounded-full border border-gray-200 text-sm dark:border-gray-700"
          >
            <button
              type="button"
              onClick={() => onPick(entry)}
              className="rounded-l-full py-0.5 pr-1 pl-3 hover:bg-gray-50 dark:hover:bg-gray-800"
            >
              {entry}
            </button>
            <button
              type="button"
              onClick={() => onForget(entry)}
              aria-label={t('search.forget', { entry })}
              className="rounded-r-full py-0.5 pr-2 pl-1 text-gray-400 hover:text-gray-700 dark:hover:text-gray-200"
            >
              <Glyph name="close" className="h-3 w-3" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
