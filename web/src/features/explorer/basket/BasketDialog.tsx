/**
 * The file basket: what was gathered, by the folder it came from, the total, a warning when the
 * zip will be large, and downloading everything as one zip (built by the server as it streams).
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Icon } from '../../../components/Icon';
import { Modal } from '../../../components/Modal';
import { formatBytes, formatNumber } from '../../../lib/format';
import { Glyph } from '../Glyph';
import { BASKET_WARN_BYTES, basketTotal, type BasketItem } from './BasketStore';

export interface BasketDialogProps {
  items: readonly BasketItem[];
  onRemove: (path: string) => void;
  onClear: () => void;
  onDownload: () => void;
  onClose: () => void;
}

function byFolder(items: readonly BasketItem[]): [string, BasketItem[]][] {
  const groups = new Map<string, BasketItem[]>();
  for (const item of items)
    groups.set(item.directory, [...(groups.get(item.directory) ?? []), item]);
  return [...groups.entries()];
}

export function BasketDialog({ items, onRemove, onClear, onDownload, onClose }: BasketDialogProps) {
  const { t, i18n } = useTranslation('explorer');
  const locale = i18n.language;
  const total = basketTotal(items);
  return (
    <Modal
      open
      onClose={onClose}
      title={t('basket.title')}
      size="lg"
      footer={
        <>
          {items.length > 0 && (
            <Button variant="ghost" onClick={onClear} data-testid="basket-clear">
              {t('basket.clear')}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            {t('basket.close')}
          </Button>
          <Button disabled={items.length === 0} onClick={onDownload} data-testid="basket-download">
            <Glyph name="download" className="h-4 w-4" />
            {t('basket.download')}
          </Button>
        </>
      }
    >
      {items.length === 0 ? (
        <EmptyState
          title={t('basket.emptyTitle')}
          description={t('basket.empty')}
          icon={<Glyph name="basket" className="h-10 w-10" />}
        />
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-gray-700 dark:text-gray-200" data-testid="basket-summary">
            {t('basket.summary', {
              count: items.length,
              files: formatNumber(items.length, locale),
              size: formatBytes(total, locale),
            })}
          </p>
          {total > BASKET_WARN_BYTES && (
            <p
              role="status"
              data-testid="basket-warning"
              className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
            >
              {t('basket.large', { size: formatBytes(total, locale) })}
            </p>
          )}
          <div className="max-h-80 space-y-3 overflow-y-auto">
            {byFolder(items).map(([folder, files]) => (
              <section key={folder} aria-label={folder}>
                <h3 className="truncate text-xs font-semibold text-gray-500 dark:text-gray-400">
                  {folder}
                </h3>
                <ul className="divide-y divide-gray-100 dark:divide-gray-800">
                  {files.map((item) => (
                    <li
                      key={item.path}
                      data-testid="basket-item"
                      data-path={item.path}
                      className="flex items-center gap-3 py-1.5 text-sm"
                    >
                      <span className="min-w-0 flex-1 truncate">{item.name}</span>
                      <span className="shrink-0 text-gray-500 tabular-nums dark:text-gray-400">
                        {formatBytes(item.size, locale)}
                      </span>
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => onRemove(item.path)}
                        aria-label={t('basket.remove', { name: item.name })}
                      >
                        <Icon name="delete" className="h-4 w-4" />
                      </Button>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </div>
      )}
    </Modal>
  );
}
