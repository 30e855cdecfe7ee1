/**
 * Search by name: everywhere, in this mount, or in this folder and below; at
 * least 2 characters; 50 results a page with more on demand. Choosing a result opens its folder
 * (a file opens in the preview there) and remembers the words in the local search history.
 */
import { SEARCH_MIN_CHARS, type FsSearchResult, type SearchScope } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/FormAlert';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { controlClass, hintClass } from '../../../components/classes';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { errorText } from '../../../lib/errorText';
import { formatNumber } from '../../../lib/format';
import { Glyph } from '../Glyph';
import { SearchHistoryList } from './SearchHistoryList';
import { SearchResults } from './SearchResults';
import { useFsSearch } from './api';
import { useSearchHistory } from './useSearchHistory';

export interface SearchDialogProps {
  /** The folder the explorer shows, for the "this folder" scope. */
  folder: string;
  /** Its mount, for the "this mount" scope; null above the mounts. */
  mountId: string | null;
  onOpen: (item: FsSearchResult) => void;
  onClose: () => void;
}

const TYPING_PAUSE_MS = 300;

export function SearchDialog({ folder, mountId, onOpen, onClose }: SearchDialogProps) {
  const { t, i18n } = useTranslation('explorer');
  const [text, setText] = useState('');
  const [scope, setScope] = useState<SearchScope>('global');
  const q = useDebouncedValue(text, TYPING_PAUSE_MS).trim();
  const history = useSearchHistory();
  const query = useFsSearch({ q, scope, mountId, path: folder });
  const results = query.data?.pages.flatMap((page) => page.results) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  /** Set while a searched mount's index is still being built: the results may be incomplete. */
  const indexing = query.data?.pages[0]?.indexing;
  const tooShort = text.trim().length > 0 && text.trim().length < SEARCH_MIN_CHARS;
  const scopes: { value: SearchScope; disabled: boolean }[] = [
    { value: 'global', disabled: false },
    { value: 'mount', disabled: mountId === null },
    { value: 'directory', disabled: mountId === null },
  ];

  return (
    <Modal open onClose={onClose} title={t('search.title')} size="lg">
      <div className="space-y-3">
        <form
          role="search"
          onSubmit={(event) => event.preventDefault()}
          className="flex flex-wrap items-center gap-2"
        >
          <label className="relative min-w-48 flex-1">
            <span className="sr-only">{t('search.label')}</span>
            <Glyph
              name="search"
              className="pointer-events-none absolute top-2.5 left-2.5 h-4 w-4 text-gray-400"
            />
            <input
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={t('search.placeholder')}
              maxLength={200}
              autoComplete="off"
              spellCheck={false}
              data-testid="search-input"
              className={controlClass(false, 'pl-8')}
            />
          </label>
          <select
            value={scope}
            onChange={(event) => setScope(event.target.value as SearchScope)}
            aria-label={t('search.scope')}
            data-testid="search-scope"
            className={controlClass(false, 'w-auto')}
          >
            {scopes.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {t(`search.scopes.${option.value}`, { path: folder })}
              </option>
            ))}
          </select>
        </form>
        {tooShort && (
          <p className={hintClass}>{t('search.tooShort', { count: SEARCH_MIN_CHARS })}</p>
        )}
        {text.trim() === '' && (
          <SearchHistoryList
            entries={history.entries}
            onPick={setText}
            onForget={(entry) => void history.store.forget(entry)}
            onClear={() => void history.store.clear()}
          />
        )}
        {query.isError && <FormAlert message={errorText(query.error, t('search.failed'))} />}
        {query.isFetching && !query.isFetchingNextPage && (
          <div className="flex justify-center py-4" aria-live="polite">
            <Spinner label={t('search.searching')} />
          </div>
        )}
        {query.isSuccess && (
          <p className="text-sm text-gray-600 dark:text-gray-300" data-testid="search-total">
            {total === 0
              ? t('search.none', { q })
              : t('search.total', { count: total, total: formatNumber(total, i18n.language) })}
          </p>
        )}
        {indexing && (
          <p
            role="status"
            data-testid="search-indexing"
            className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800 dark:bg-amber-950/40 dark:text-amber-200"
          >
            {t('search.indexing', {
              count: indexing.indexed,
              indexed: formatNumber(indexing.indexed, i18n.language),
            })}
          </p>
        )}
        {results.length > 0 && (
          <SearchResults
            results={results}
            onOpen={(item) => {
              void history.store.remember(q);
              onOpen(item);
            }}
          />
        )}
        {query.hasNextPage && (
          <div className="flex justify-center">
            <Button
              variant="secondary"
              size="sm"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
              data-testid="search-more"
            >
              {t('search.more')}
            </Button>
          </div>
        )}
      </div>
    </Modal>
  );
}
