/** One API key in the table: its box for bulk deletion, its details, and its edit and delete actions. */
import type { ApiKey } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { checkboxClass } from '../../../components/list/listClasses';
import { formatDate, formatDateTime } from '../../../lib/format';
import { isExpired } from './expiry';
import { PermissionBadges } from './PermissionBadges';

export interface KeyRowProps {
  apiKey: ApiKey;
  now: Date;
  isSelected: boolean;
  onToggle: (id: string) => void;
  onEdit: (key: ApiKey) => void;
  onDelete: (key: ApiKey) => void;
}

const cell = 'px-3 py-3 align-top text-gray-700 dark:text-gray-300';

export function KeyRow({ apiKey, now, isSelected, onToggle, onEdit, onDelete }: KeyRowProps) {
  const { t, i18n } = useTranslation('admin');
  const date = (iso: string | null, fallback: string) =>
    formatDateTime(iso, i18n.language, fallback);
  const expired = isExpired(apiKey.expires_at, now);
  return (
    <tr
      data-testid="key-row"
      data-key-name={apiKey.name}
      className={expired ? 'bg-red-50/50 dark:bg-red-950/20' : undefined}
    >
      <td className={`${cell} w-8`}>
        <input
          type="checkbox"
          checked={isSelected}
          onChange={() => onToggle(apiKey.id)}
          aria-label={t('keys.actions.selectNamed', { name: apiKey.name })}
          className={checkboxClass}
          data-testid="key-select"
        />
      </td>
      <td className={`${cell} font-medium text-gray-900 dark:text-gray-100`}>
        <div className="flex flex-col items-start gap-1">
          <span className="break-words">{apiKey.name}</span>
          {apiKey.is_guest === 1 && <Badge tone="warning">{t('keys.table.guest')}</Badge>}
        </div>
      </td>
      <td className={`${cell} whitespace-nowrap`}>
        <code className="font-mono text-xs">{apiKey.key_masked}</code>
      </td>
      <td className={cell}>
        <PermissionBadges mask={apiKey.permissions} />
      </td>
      <td className={cell}>
        <code className="font-mono text-xs">{apiKey.basic_path}</code>
      </td>
      <td className={`${cell} whitespace-nowrap`}>
        {formatDate(apiKey.created_at, i18n.language)}
      </td>
      <td className={`${cell} min-w-32`}>
        <div className="flex flex-col items-start gap-1">
          <span>{date(apiKey.expires_at, t('keys.expiry.never'))}</span>
          {expired && <Badge tone="danger">{t('keys.table.expired')}</Badge>}
        </div>
      </td>
      <td className={`${cell} min-w-32`}>{date(apiKey.last_used, t('keys.table.neverUsed'))}</td>
      <td className={`${cell} whitespace-nowrap text-right`}>
        <div className="flex flex-col items-end gap-1 xl:flex-row xl:justify-end">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onEdit(apiKey)}
            aria-label={t('keys.actions.editNamed', { name: apiKey.name })}
          >
            {t('keys.actions.edit')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onDelete(apiKey)}
            aria-label={t('keys.actions.deleteNamed', { name: apiKey.name })}
            className="text-red-600 dark:text-red-400"
          >
            {t('keys.actions.delete')}
          </Button>
        </div>
      </td>
    </tr>
  );
}
