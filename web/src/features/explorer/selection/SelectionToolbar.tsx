/**
 * Above the listing while entries are selected: how many, and the actions that apply to all of
 * them (rename and share need exactly one; share only a file), select all and clear.
 */
import type { FsItem } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { canRemove, canRename, canShare, type WriteRights } from '../actions/writeRules';
import { Glyph } from '../Glyph';
import type { Selection } from './useSelection';

export interface SelectionToolbarProps {
  selection: Selection;
  total: number;
  rights: WriteRights;
  onRename: (item: FsItem) => void;
  onShare: (item: FsItem) => void;
  onDelete: (items: FsItem[]) => void;
}

export function SelectionToolbar(props: SelectionToolbarProps) {
  const { selection, total, rights } = props;
  const { t } = useTranslation('explorer');
  const { items } = selection;
  const [first] = items;
  if (!first) return null;
  return (
    <div
      role="toolbar"
      aria-label={t('selection.toolbar')}
      data-testid="selection-toolbar"
      className="flex flex-wrap items-center gap-2 rounded-lg border border-blue-200 bg-blue-50 px-3 py-2 dark:border-blue-900 dark:bg-blue-950/40"
    >
      <span
        className="mr-auto text-sm font-medium text-blue-900 dark:text-blue-100"
        data-testid="selection-count"
      >
        {t('selection.count', { count: items.length })}
      </span>
      {canRename(rights, items) && (
        <Button variant="secondary" size="sm" onClick={() => props.onRename(first)}>
          <Icon name="edit" className="h-4 w-4" />
          {t('actions.rename')}
        </Button>
      )}
      {canShare(rights, items) && (
        <Button variant="secondary" size="sm" onClick={() => props.onShare(first)}>
          <Glyph name="share" className="h-4 w-4" />
          {t('actions.share')}
        </Button>
      )}
      {canRemove(rights, items) && (
        <Button
          variant="danger"
          size="sm"
          onClick={() => props.onDelete(items)}
          data-testid="selection-delete"
        >
          <Icon name="delete" className="h-4 w-4" />
          {t('actions.delete')}
        </Button>
      )}
      {items.length < total && (
        <Button variant="ghost" size="sm" onClick={selection.selectAll}>
          {t('selection.selectAll')}
        </Button>
      )}
      <Button variant="ghost" size="sm" onClick={selection.clear} data-testid="selection-clear">
        {t('selection.clear')}
      </Button>
    </div>
  );
}
