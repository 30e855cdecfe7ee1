/** "Select all on this page" and the batch delete button, above the list on every screen size. */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { checkboxClass } from './styles';

export interface SelectionBarProps {
  selectedCount: number;
  pageCount: number;
  onSelectAll: (checked: boolean) => void;
  onDeleteSelected: () => void;
}

export function SelectionBar({
  selectedCount,
  pageCount,
  onSelectAll,
  onDeleteSelected,
}: SelectionBarProps) {
  const { t } = useTranslation('fileManagement');
  const all = pageCount > 0 && selectedCount === pageCount;
  const some = selectedCount > 0 && !all;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 px-1">
      <label className="inline-flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
        <input
          type="checkbox"
          checked={all}
          // A partly selected page shows the mixed state, which has no HTML attribute.
          ref={(element) => {
            if (element) element.indeterminate = some;
          }}
          onChange={(event) => onSelectAll(event.target.checked)}
          className={checkboxClass}
          data-testid="file-select-all"
        />
        {t('table.selectAll')}
      </label>
      <Button
        variant="danger"
        size="sm"
        disabled={selectedCount === 0}
        onClick={onDeleteSelected}
        data-testid="file-batch-delete"
      >
        {t('toolbar.deleteSelected', { count: selectedCount })}
      </Button>
    </div>
  );
}
