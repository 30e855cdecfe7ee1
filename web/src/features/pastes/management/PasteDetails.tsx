/** The informational cells of a share row: who made it and when, its expiry, views and status. */
import type { PasteRecord } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/Badge';
import { ShareStatusBadge } from '../../../components/list/ShareStatusBadge';
import { StackedDateTime } from '../../../components/list/StackedDateTime';
import { isPastExpiry, viewsLeft, type ShareStatus } from '../../../lib/shareStatus';

/** When, and by whom: "admin", the creating key's name, or a note that the key no longer exists. */
export function CreatedBy({ paste }: { paste: PasteRecord }) {
  const { t } = useTranslation('textManagement');
  const name =
    paste.keyName ??
    (paste.createdBy.startsWith('apikey:') ? t('createdBy.deletedKey') : t('createdBy.admin'));
  return <StackedDateTime iso={paste.createdAt} note={t('createdBy.by', { name })} />;
}

export function Expiry({ paste, now }: { paste: PasteRecord; now: Date }) {
  const { t } = useTranslation('textManagement');
  if (!paste.expiresAt) return <span>{t('expiry.never')}</span>;
  return (
    <div className="flex flex-col items-start gap-1">
      <StackedDateTime iso={paste.expiresAt} />
      {isPastExpiry(paste.expiresAt, now) && <Badge tone="danger">{t('expiry.expired')}</Badge>}
    </div>
  );
}

export function Views({ paste }: { paste: PasteRecord }) {
  const { t } = useTranslation('textManagement');
  const left = viewsLeft(paste.views, paste.maxViews);
  return (
    <div className="flex flex-col">
      <span className="whitespace-nowrap tabular-nums">
        {left === null
          ? t('views.countUnlimited', { views: paste.views })
          : t('views.count', { views: paste.views, max: paste.maxViews })}
      </span>
      <span
        className="whitespace-nowrap text-xs text-gray-500 dark:text-gray-400"
        data-testid="paste-views-left"
      >
        {left === null ? t('views.unlimited') : t('views.left', { count: left })}
      </span>
    </div>
  );
}

export function StatusBadge({ status }: { status: ShareStatus }) {
  const { t } = useTranslation('textManagement');
  return <ShareStatusBadge status={status} label={t(`status.${status}`)} testId="paste-status" />;
}
