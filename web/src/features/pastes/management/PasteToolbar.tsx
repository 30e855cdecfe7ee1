/** Above the list: the search box, refresh and "clear expired". */
import { SEARCH_MIN_CHARS } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';

export interface PasteToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  isRefreshing: boolean;
  onRefresh: () => void;
  onClearExpired: () => void;
}

export function PasteToolbar({
  search,
  onSearch,
  isRefreshing,
  onRefresh,
  onClearExpired,
}: PasteToolbarProps) {
  const { t } = useTranslation('textManagement');
  // The hint only matters while a too-short term is typed; otherwise it would be noise.
  const tooShort = search.trim().length > 0 && search.trim().length < SEARCH_MIN_CHARS;
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <TextField
        id="paste-search"
        type="search"
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        hint={tooShort ? t('search.hint', { count: SEARCH_MIN_CHARS }) : undefined}
        autoComplete="off"
        className="w-full sm:w-72"
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          onClick={onRefresh}
          loading={isRefreshing}
          data-testid="paste-refresh"
        >
          {t('toolbar.refresh')}
        </Button>
        <Button variant="secondary" onClick={onClearExpired} data-testid="paste-clear-expired">
          {t('toolbar.clearExpired')}
        </Button>
      </div>
    </div>
  );
}
