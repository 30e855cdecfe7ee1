/** The informational cells of a share row: who made it and when, its expiry and its views. */
import type { PasteRecord } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from './Badge';
import { formatDateParts } from './format';
import { isPastExpiry, viewsLeft } from './pasteStatus';

const secondary = 'text-xs text-gray-500 dark:text-gray-400';

/** A time as a date line and a smaller time line, with an optional note line below. */
function DateTime({ iso, note }: { iso: string; note?: string }) {
  const { i18n } = useTranslation('textManagement');
  const parts = formatDateParts(iso, i18n.language);
  if (!parts) return <span>—</span>;
  return (
    <time dateTime={iso} className="flex flex-col">
      <span className="whitespace-nowrap">{parts.date}</span>
      <span className={secondary}>{parts.time}</span>
      {note && <span className={secondary}>{note}</span>}
    </time>
  );
}

/** When, and by whom: "admin", the creating key's name, or a note that the key no longer exists. */
export function CreatedBy({ paste }: { paste: PasteRecord }) {
  const { t } = useTranslation('textManagement');
  const name =
    paste.keyName ??
    (paste.createdBy.startsWith('apikey:') ? t('createdBy.deletedKey') : t('createdBy.admin'));
  return <DateTime iso={paste.createdAt} note={t('createdBy.by', { name })} />;
}

export function Expiry({ paste, now }: { paste: PasteRecord; now: Date }) {
  const { t } = useTranslation('textManagement');
  if (!paste.expiresAt) return <span>{t('expiry.never')}</span>;
  return (
    <div className="flex flex-col items-start gap-1">
      <DateTime iso={paste.expiresAt} />
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
