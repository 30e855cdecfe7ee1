/**
 * Audit entries: a table on wide screens whose rows become labelled cards on phones (one DOM for
 * both), so no column is cut off on a narrow screen.
 */
import type { AuditEntry } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/Badge';
import { actionKey, targetText } from './auditFilters';

const cell = 'block px-3 py-1 md:table-cell md:py-2 md:align-top';
const phoneLabel = 'mr-2 text-xs font-medium text-gray-500 md:hidden dark:text-gray-400';
const secondary = 'block text-xs text-gray-500 dark:text-gray-400';

const toneOf = (action: string): BadgeTone =>
  action.endsWith('.failure') ? 'danger' : action.endsWith('.delete') ? 'warning' : 'info';

function useTimeText() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
  return (iso: string) => format.format(new Date(iso));
}

function EntryRow({ entry, showActor }: { entry: AuditEntry; showActor: boolean }) {
  const { t } = useTranslation('audit');
  const timeText = useTimeText();
  const actor = entry.actor.label ?? entry.actor.id ?? '—';
  const target = targetText(entry);
  return (
    <tr className="block py-2 md:table-row md:py-0" data-testid="audit-row">
      <td className={cell}>
        <span className={phoneLabel}>{t('columns.at')}</span>
        <time dateTime={entry.at} className="tabular-nums md:whitespace-nowrap">
          {timeText(entry.at)}
        </time>
      </td>
      <td className={cell}>
        <span className={phoneLabel}>{t('columns.action')}</span>
        <Badge tone={toneOf(entry.action)}>
          {t(actionKey(entry.action), { defaultValue: entry.action })}
        </Badge>
        <span className={secondary}>{entry.action}</span>
      </td>
      {showActor && (
        <td className={cell}>
          <span className={phoneLabel}>{t('columns.actor')}</span>
          <span className="break-words">{actor}</span>
          <span className={secondary}>{t(`actorKinds.${entry.actor.kind}`)}</span>
        </td>
      )}
      <td className={cell}>
        <span className={phoneLabel}>{t('columns.address')}</span>
        <span className="break-all">{entry.address ?? '—'}</span>
        {entry.userAgent && (
          <span className={`${secondary} truncate md:max-w-[12rem]`} title={entry.userAgent}>
            {entry.userAgent}
          </span>
        )}
      </td>
      <td className={cell}>
        <span className={phoneLabel}>{t('columns.target')}</span>
        <span className="break-words">{target.name || (target.id ? '' : '—')}</span>
        {target.id && (
          <span className={`${secondary} break-all md:min-w-[12rem]`}>{target.id}</span>
        )}
      </td>
    </tr>
  );
}

export interface AuditTableProps {
  entries: AuditEntry[];
  isStale: boolean;
  /** Off where every entry is the viewer's own (My activity). */
  showActor?: boolean;
  caption?: string;
}

export function AuditTable({ entries, isStale, showActor = true, caption }: AuditTableProps) {
  const { t } = useTranslation('audit');
  const columns = ['at', 'action', ...(showActor ? ['actor'] : []), 'address', 'target'] as const;
  return (
    <div
      className={`overflow-x-auto rounded-lg border border-gray-200 bg-white transition-opacity dark:border-gray-700 dark:bg-gray-900 ${isStale ? 'opacity-60' : ''}`}
      aria-busy={isStale || undefined}
    >
      <table className="block w-full text-left text-sm text-gray-800 md:table dark:text-gray-200">
        <caption className="sr-only">{caption ?? t('caption')}</caption>
        <thead className="hidden bg-gray-50 text-xs tracking-wide text-gray-500 uppercase md:table-header-group dark:bg-gray-800 dark:text-gray-400">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                {t(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block divide-y divide-gray-200 md:table-row-group dark:divide-gray-700">
          {entries.map((entry) => (
            <EntryRow key={entry.id} entry={entry} showActor={showActor} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
