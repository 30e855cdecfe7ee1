/**
 * The mark on a listed file that is a file share's stored file (docs/SHARE-OBJECTS.md): "Share",
 * with a tooltip saying whether the share's own upload (kept from deleting and overwriting here
 * until the share is deleted) or a file shared from here. The share's page opens from the item's
 * menu for those who may see its link.
 */
import type { FsItem } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';

export function ShareBadge({ item }: { item: FsItem }) {
  const { t } = useTranslation('explorer');
  if (!item.share) return null;
  const hint = item.share.owned ? t('shareBadge.ownedHint') : t('shareBadge.sharedHint');
  return (
    <span
      title={hint}
      aria-label={`${t('shareBadge.label')}: ${hint}`}
      data-testid="explorer-share-badge"
      data-owned={item.share.owned || undefined}
      className="inline-flex shrink-0 items-center rounded-full bg-emerald-100 px-1.5 py-0.5 text-[11px] leading-none font-medium text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200"
    >
      {t('shareBadge.label')}
    </span>
  );
}
