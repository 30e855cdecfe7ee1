/** The informational cells of a file row: who made it and when, its expiry, views and status. */
import type { FileRecord } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/Badge';
import { ShareStatusBadge } from '../../../components/list/ShareStatusBadge';
import { StackedDateTime } from '../../../components/list/StackedDateTime';
import { isPastExpiry, viewsLeft, type ShareStatus } from '../../../lib/shareStatus';

const secondary = 'text-xs text-gray-500 dark:text-gray-400';

/** When, and by whom: "admin", the creating key's name, or a note that the key no longer exists. */
export function CreatedBy({ file }: { file: FileRecord }) {
  const { t } = useTranslation('fileManagement');
  const name =
    file.key_name ??
    (file.created_by.startsWith('apikey:') ? t('createdBy.deletedKey') : t('createdBy.admin'));
  return <StackedDateTime iso={file.created_at} note={t('createdBy.by', { name })} />;
}

export function Expiry({ file, now }: { file: FileRecord; now: Date }) {
  const { t } = useTranslation('fileManagement');
  if (!file.expires_at) return <span>{t('expiry.never')}</span>;
  return (
    <div className="flex flex-col items-start gap-1">
      <StackedDateTime iso={file.expires_at} />
      {isPastExpiry(file.expires_at, now) && <Badge tone="danger">{t('status.expired')}</Badge>}
    </div>
  );
}

export function Views({ file }: { file: FileRecord }) {
  const { t } = useTranslation('fileManagement');
  const left = viewsLeft(file.views, file.max_views);
  return (
    <div className="flex flex-col">
      <span className="tabular-nums whitespace-nowrap">
        {left === null
          ? t('views.countUnlimited', { views: file.views })
          : t('views.count', { views: file.views, max: file.max_views })}
      </span>
      <span className={`whitespace-nowrap ${secondary}`} data-testid="file-views-left">
        {left === null ? t('views.unlimited') : t('views.left', { count: left })}
      </span>
    </div>
  );
}

export function StatusBadge({ status }: { status: ShareStatus }) {
  const { t } = useTranslation('fileManagement');
  return <ShareStatusBadge status={status} label={t(`status.${status}`)} testId="file-status" />;
}
