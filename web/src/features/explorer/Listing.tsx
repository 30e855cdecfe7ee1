/**
 * The folder's contents in the chosen view, or what stands in for them: loading, error, empty;
 * offline, a notice when they are this browser's copy.
 */
import type { FsItem } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { OfflineCopyNotice } from '../../offline/OfflineCopyNotice';
import type { useFsListing } from './api';
import { ExplorerError } from './ExplorerError';
import { GalleryView } from './GalleryView';
import { Glyph } from './Glyph';
import { GridView } from './GridView';
import { ListingSkeleton } from './ListingSkeleton';
import { ListView } from './ListView';
import type { SortOrder } from './sortItems';
import { StatusLine } from './StatusLine';
import type { ViewMode } from './useExplorerPrefs';
import type { ListingHandlers } from './useItemInteractions';

export interface ListingProps extends ListingHandlers {
  query: ReturnType<typeof useFsListing>;
  /** The listing's entries, already sorted. */
  items: FsItem[];
  mode: ViewMode;
  sort: SortOrder;
  onSort: (order: SortOrder) => void;
  basicPath: string;
}

export function Listing({
  query,
  items,
  mode,
  sort,
  onSort,
  basicPath,
  ...handlers
}: ListingProps) {
  const { t } = useTranslation('explorer');
  if (query.isPending) return <ListingSkeleton mode={mode} />;
  if (query.isError) {
    return (
      <ExplorerError
        error={query.error}
        path={handlers.path}
        basicPath={basicPath}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const notice = <OfflineCopyNotice mark={query.data} />;
  if (items.length === 0) {
    const isVirtual = query.data.isVirtual;
    return (
      <div data-testid="explorer-empty">
        {notice}
        <EmptyState
          icon={<Glyph name={isVirtual ? 'mount' : 'folder'} className="h-10 w-10" />}
          title={isVirtual ? t('empty.noMountsTitle') : t('empty.title')}
          description={isVirtual ? t('empty.noMounts') : t('empty.description')}
        />
      </div>
    );
  }
  return (
    <div className="space-y-2">
      {notice}
      {mode === 'list' && <ListView items={items} sort={sort} onSort={onSort} {...handlers} />}
      {mode === 'grid' && <GridView items={items} {...handlers} />}
      {mode === 'gallery' && <GalleryView items={items} {...handlers} />}
      <StatusLine items={items} />
    </div>
  );
}
