/** One share in the list: a table row on wide screens, a card on phones. */
import type { PasteRecord } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from './Badge';
import { formatSize } from './format';
import { PasteCell } from './PasteCell';
import { CreatedBy, Expiry, Views } from './PasteDetails';
import { PasteRowActions } from './PasteRowActions';
import { pasteStatus } from './pasteStatus';
import { pastePath } from './shareLinks';
import { StatusBadge } from './StatusBadge';
import { checkboxClass } from './styles';

export interface PasteRowProps {
  paste: PasteRecord;
  /** When the list was fetched: statuses are judged at that instant. */
  now: Date;
  selected: boolean;
  onToggle: (id: string) => void;
  onQr: (paste: PasteRecord) => void;
  onDelete: (paste: PasteRecord) => void;
}

export function PasteRow({ paste, now, selected, onToggle, onQr, onDelete }: PasteRowProps) {
  const { t, i18n } = useTranslation('textManagement');
  const status = pasteStatus(paste, now);
  return (
    <tr
      data-testid="paste-row"
      data-slug={paste.slug}
      data-id={paste.id}
      // Solid backgrounds: the sticky actions cell inherits them and must hide what scrolls under it.
      className={`flex flex-wrap items-start gap-x-6 gap-y-2 px-4 py-3 md:table-row md:p-0 ${
        selected ? 'bg-blue-50 dark:bg-blue-950' : 'bg-white dark:bg-gray-900'
      }`}
    >
      <PasteCell className="md:w-10">
        <input
          type="checkbox"
          checked={selected}
          onChange={() => onToggle(paste.id)}
          aria-label={t('table.select', { slug: paste.slug })}
          className={`mt-0.5 ${checkboxClass}`}
          data-testid="paste-select"
        />
      </PasteCell>
      {/* The remark sits under its link: it is what tells the admin which share this is. */}
      <PasteCell className="flex-1 basis-4/5 md:min-w-36 md:max-w-60 md:basis-auto">
        <a
          href={pastePath(paste.slug)}
          target="_blank"
          rel="noopener noreferrer"
          title={t('actions.viewNamed', { slug: paste.slug })}
          className="block break-all font-mono text-sm font-medium text-blue-700 hover:underline md:truncate md:break-normal dark:text-blue-300"
        >
          {paste.slug}
        </a>
        <span className="sr-only">{t('table.remark')}: </span>
        <span
          className="line-clamp-2 break-words text-xs text-gray-500 dark:text-gray-400"
          title={paste.remark ?? undefined}
        >
          {paste.remark || t('table.noRemark')}
        </span>
      </PasteCell>
      <PasteCell label={t('table.format')}>
        <span className="whitespace-nowrap">{t(`format.${paste.format}`)}</span>
      </PasteCell>
      <PasteCell label={t('table.size')}>
        <span className="whitespace-nowrap tabular-nums">
          {formatSize(paste.size, i18n.language)}
        </span>
      </PasteCell>
      <PasteCell label={t('table.password')}>
        <Badge tone={paste.hasPassword ? 'warning' : 'neutral'}>
          {paste.hasPassword ? t('password.yes') : t('password.no')}
        </Badge>
      </PasteCell>
      <PasteCell label={t('table.created')} className="md:min-w-28">
        <CreatedBy paste={paste} />
      </PasteCell>
      <PasteCell label={t('table.expiry')} className="md:min-w-28">
        <Expiry paste={paste} now={now} />
      </PasteCell>
      <PasteCell label={t('table.views')}>
        <Views paste={paste} />
      </PasteCell>
      <PasteCell label={t('table.status')}>
        <StatusBadge status={status} />
      </PasteCell>
      <PasteCell className="basis-full md:sticky md:right-0 md:bg-inherit md:shadow-[inset_1px_0_0_rgb(0_0_0/0.06)]">
        <PasteRowActions paste={paste} onQr={onQr} onDelete={onDelete} />
      </PasteCell>
    </tr>
  );
}
