/** The informational cells of a file row: who made it and when, its expiry, views and status. */
import type { FileRecord } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from './Badge';
import { isPastExpiry, viewsLeft, type FileStatus } from './fileStatus';

const secondary = 'text-xs text-gray-500 dark:text-gray-400';

function DateTime({ iso, note }: { iso: string; note?: string }) {
  const { i18n } = useTranslation('fileManagement');
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <span>—</span>;
  return (
    <time dateTime={iso} className="flex flex-col">
      <span className="whitespace-nowrap">
        {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(date)}
      </span>
      <span className={secondary}>
        {new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(date)}
      </span>
      {note && <span className={secondary}>{note}</span>}
    </time>
  );
}

/** When, and by whom: "admin", the creating key's name, or a note that the key no longer exists. */
export function CreatedBy({ file }: { file: FileRecord }) {
  const { t } = useTranslation('fileManagement');
  const name =
    file.key_name ??
    (file.created_by.startsWith('apikey:') ? t('createdBy.deletedKey') : t('createdBy.admin'));
  return <DateTime iso={file.created_at} note={t('createdBy.by', { name })} />;
}

export function Expiry({ file, now }: { file: FileRecord; now: Date }) {
  const { t } = useTranslation('fileManagement');
  if (!file.expires_at) return <span>{t('expiry.never')}</span>;
  return (
    <div className="flex flex-col items-start gap-1">
      <DateTime iso={file.expires_at} />
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

const TONES: Record<FileStatus, BadgeTone> = {
  active: 'success',
  expired: 'danger',
  usedUp: 'warning',
};

export function StatusBadge({ status }: { status: FileStatus }) {
  const { t } = useTranslation('fileManagement');
  return (
    <span data-testid="file-status" data-status={status}>
      <Badge tone={TONES[status]}>{t(`status.${status}`)}</Badge>
    </span>
  );
}
