/** Above the list: the search box and refresh. */
import { SEARCH_MIN_CHARS } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';

export interface FileToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  isRefreshing: boolean;
  onRefresh: () => void;
}

export function FileToolbar({ search, onSearch, isRefreshing, onRefresh }: FileToolbarProps) {
  const { t } = useTranslation('fileManagement');
  const tooShort = search.trim().length > 0 && search.trim().length < SEARCH_MIN_CHARS;
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <TextField
        id="file-search"
        type="search"
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        hint={tooShort ? t('search.hint', { count: SEARCH_MIN_CHARS }) : undefined}
        autoComplete="off"
        className="w-full sm:w-72"
      />
      <Button
        variant="secondary"
        onClick={onRefresh}
        loading={isRefreshing}
        data-testid="file-refresh"
      >
        {t('toolbar.refresh')}
      </Button>
    </div>
  );
}
