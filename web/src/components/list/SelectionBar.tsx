/** "Select all on this page" and the batch delete button, shown above the list on every screen size. */
import { Button } from '../Button';
import { checkboxClass } from './listClasses';

export interface SelectionBarProps {
  /** How many of the shares on this page are selected. */
  selectedCount: number;
  pageCount: number;
  onSelectAll: (checked: boolean) => void;
  onDeleteSelected: () => void;
  selectAllLabel: string;
  /** The delete button's text, with the count in it. */
  deleteLabel: string;
  /** Prefix of the test ids: `{prefix}-select-all`, `{prefix}-batch-delete`. */
  testIdPrefix: string;
}

export function SelectionBar({
  selectedCount,
  pageCount,
  onSelectAll,
  onDeleteSelected,
  selectAllLabel,
  deleteLabel,
  testIdPrefix,
}: SelectionBarProps) {
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
          data-testid={`${testIdPrefix}-select-all`}
        />
        {selectAllLabel}
      </label>
      <Button
        variant="danger"
        size="sm"
        disabled={selectedCount === 0}
        onClick={onDeleteSelected}
        data-testid={`${testIdPrefix}-batch-delete`}
      >
        {deleteLabel}
      </Button>
    </div>
  );
}
