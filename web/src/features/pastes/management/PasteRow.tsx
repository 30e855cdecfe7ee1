/** One share in the list: a table row on wide screens, a card on phones. */
import type { PasteRecord } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/Badge';
import { Icon } from '../../../components/Icon';
import { ListCell } from '../../../components/list/ListCell';
import { SelectableRow } from '../../../components/list/SelectableRow';
import { formatBytes } from '../../../lib/format';
import { pastePath } from '../../../lib/shareLinks';
import { shareStatus } from '../../../lib/shareStatus';
import { CreatedBy, Expiry, StatusBadge, Views } from './PasteDetails';
import { PasteRowActions } from './PasteRowActions';

export interface PasteRowProps {
  paste: PasteRecord;
  /** When the list was fetched: statuses are judged at that instant. */
  now: Date;
  selected: boolean;
  /** The slug of the share a link pointed to (the editor's "find it in text management"). */
  currentSlug?: string;
  onToggle: (id: string) => void;
  onPreview: (paste: PasteRecord) => void;
  onQr: (paste: PasteRecord) => void;
  onDelete: (paste: PasteRecord) => void;
}

export function PasteRow({
  paste,
  now,
  selected,
  currentSlug,
  onToggle,
  onPreview,
  onQr,
  onDelete,
}: PasteRowProps) {
  const { t, i18n } = useTranslation('textManagement');
  return (
    <SelectableRow
      id={paste.id}
      slug={paste.slug}
      selected={selected}
      current={paste.slug === currentSlug}
      onToggle={onToggle}
      selectLabel={t('table.select', { slug: paste.slug })}
      testIdPrefix="paste"
      actions={
        <PasteRowActions paste={paste} onPreview={onPreview} onQr={onQr} onDelete={onDelete} />
      }
    >
      {/* The title (else the link) heads the cell, the link and the description under it: they
          are what tell the admin which share this is. */}
      <ListCell className="flex-1 basis-4/5 md:min-w-36 md:max-w-60 md:basis-auto">
        <a
          href={pastePath(paste.slug)}
          target="_blank"
          rel="noopener noreferrer"
          title={paste.title || t('actions.viewNamed', { slug: paste.slug })}
          className={`text-sm font-medium text-blue-700 hover:underline dark:text-blue-300 ${paste.title ? 'line-clamp-2 break-words' : 'block break-all font-mono md:truncate md:break-normal'}`}
          data-testid="paste-name"
        >
          {paste.title || paste.slug}
        </a>
        {paste.title && (
          <span
            className="block break-all font-mono text-xs text-gray-600 md:truncate md:break-normal dark:text-gray-300"
            data-testid="paste-slug"
          >
            <span className="sr-only">{t('table.linkSuffix')}: </span>
            {paste.slug}
          </span>
        )}
        <span className="sr-only">{t('table.remark')}: </span>
        <span
          className="line-clamp-2 break-words text-xs text-gray-500 dark:text-gray-400"
          title={paste.remark ?? undefined}
        >
          {paste.remark || t('table.noRemark')}
        </span>
      </ListCell>
      <ListCell label={t('table.format')}>
        <span className="whitespace-nowrap">{t(`format.${paste.format}`)}</span>
        {paste.encrypted && (
          <span
            className="mt-1 flex items-center gap-1 whitespace-nowrap text-xs text-emerald-700 dark:text-emerald-300"
            data-testid="paste-encrypted"
          >
            <Icon name="lock" className="h-3.5 w-3.5" />
            {t('encrypted')}
          </span>
        )}
      </ListCell>
      <ListCell label={t('table.size')}>
        <span className="whitespace-nowrap tabular-nums">
          {formatBytes(paste.size, i18n.language)}
        </span>
      </ListCell>
      <ListCell label={t('table.password')}>
        <Badge tone={paste.hasPassword ? 'warning' : 'neutral'}>
          {paste.hasPassword ? t('password.yes') : t('password.no')}
        </Badge>
      </ListCell>
      <ListCell label={t('table.created')} className="md:min-w-28">
        <CreatedBy paste={paste} />
      </ListCell>
      <ListCell label={t('table.expiry')} className="md:min-w-28">
        <Expiry paste={paste} now={now} />
      </ListCell>
      <ListCell label={t('table.views')}>
        <Views paste={paste} />
      </ListCell>
      <ListCell label={t('table.status')}>
        <StatusBadge status={shareStatus(paste, now)} />
      </ListCell>
    </SelectableRow>
  );
}
