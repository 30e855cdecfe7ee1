/** The list header's checkbox: all of the folder selected, some (mixed), or none. */
import { useTranslation } from 'react-i18next';
import { checkboxClass } from '../../../components/list/listClasses';
import type { Selection } from './useSelection';

export function SelectAllBox({ selection, total }: { selection: Selection; total: number }) {
  const { t } = useTranslation('explorer');
  const count = selection.items.length;
  const isAll = total > 0 && count === total;
  return (
    <input
      type="checkbox"
      checked={isAll}
      // The mixed state has no HTML attribute.
      ref={(element) => {
        if (element) element.indeterminate = count > 0 && !isAll;
      }}
      onChange={() => (isAll ? selection.clear() : selection.selectAll())}
      aria-label={t('selection.selectAll')}
      data-testid="explorer-select-all"
      className={`ml-3 shrink-0 ${checkboxClass}`}
    />
  );
}
