/**
 * Above the listing while entries are selected: how many, and the actions that apply to all of
 * them (rename and share need exactly one; share only a file; copy, move, the basket (files) and
 * a zip download any number), select all and clear.
 */
import type { FsItem } from '@cloudpaste/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import {
  canCopy,
  canMove,
  canRemove,
  canRename,
  canShare,
  type WriteRights,
} from '../actions/writeRules';
import { Glyph } from '../Glyph';
import type { Selection } from './useSelection';

export interface SelectionToolbarProps {
  selection: Selection;
  total: number;
  rights: WriteRights;
  onRename: (item: FsItem) => void;
  onShare: (item: FsItem) => void;
  onDelete: (items: FsItem[]) => void;
  onCopy: (items: FsItem[]) => void;
  onMove: (items: FsItem[]) => void;
  onBasket: (items: FsItem[]) => void;
  onDownload: (items: FsItem[]) => void;
}

interface BarAction {
  id: string;
  isShown: boolean;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  variant?: 'secondary' | 'danger';
}

const iconClass = 'h-4 w-4';

export function SelectionToolbar(props: SelectionToolbarProps) {
  const { selection, total, rights } = props;
  const { t } = useTranslation('explorer');
  const { items } = selection;
  const [first] = items;
  if (!first) return null;
  const actions: BarAction[] = [
    {
      id: 'rename',
      isShown: canRename(rights, items),
      label: t('actions.rename'),
      icon: <Icon name="edit" className={iconClass} />,
      onClick: () => props.onRename(first),
    },
    {
      id: 'share',
      isShown: canShare(rights, items),
      label: t('actions.share'),
      icon: <Glyph name="share" className={iconClass} />,
      onClick: () => props.onShare(first),
    },
    {
      id: 'copy',
      isShown: canCopy(rights, items),
      label: t('actions.copyTo'),
      icon: <Glyph name="copy" className={iconClass} />,
      onClick: () => props.onCopy(items),
    },
    {
      id: 'move',
      isShown: canMove(rights, items),
      label: t('actions.moveTo'),
      icon: <Glyph name="move" className={iconClass} />,
      onClick: () => props.onMove(items),
    },
    {
      id: 'basket',
      isShown: items.some((item) => !item.isDirectory),
      label: t('basket.add'),
      icon: <Glyph name="basket" className={iconClass} />,
      onClick: () => props.onBasket(items),
    },
    {
      id: 'download',
      isShown: true,
      label: t('selection.downloadZip'),
      icon: <Glyph name="download" className={iconClass} />,
      onClick: () => props.onDownload(items),
    },
    {
      id: 'delete',
      isShown: canRemove(rights, items),
      label: t('actions.delete'),
      icon: <Icon name="delete" className={iconClass} />,
      onClick: () => props.onDelete(items),
      variant: 'danger',
    },
  ];
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
      {actions
        .filter((action) => action.isShown)
        .map((action) => (
          <Button
            key={action.id}
            variant={action.variant ?? 'secondary'}
            size="sm"
            onClick={action.onClick}
            data-testid={`selection-${action.id}`}
          >
            {action.icon}
            {action.label}
          </Button>
        ))}
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
