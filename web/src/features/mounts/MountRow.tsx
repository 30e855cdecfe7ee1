/** One mount in the table: where it shows, what it points at, how it serves files, and its actions. */
import type { Mount } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { formatDate, formatDateTime } from '../../lib/format';
import { useStorageTypeLabel } from '../../api/storageTypes';
import { POLICY_LABEL_KEYS } from './labels';
import { MountIndexState } from './MountIndexState';
import { durationParts } from './mountFormat';
import { stickyActions } from './tableClasses';
import { ToggleMountButton } from './ToggleMountButton';

export interface MountRowProps {
  mount: Mount;
  onEdit: (mount: Mount) => void;
  onDelete: (mount: Mount) => void;
}

const cell = 'px-3 py-3 align-top text-gray-700 dark:text-gray-300';

const DURATION_KEYS = { s: 'duration.s', min: 'duration.min', h: 'duration.h' } as const;

export function MountRow({ mount, onEdit, onDelete }: MountRowProps) {
  const { t, i18n } = useTranslation('mounts');
  const typeLabel = useStorageTypeLabel();
  const duration = (seconds: number) => {
    const { unit, value } = durationParts(seconds);
    return t(DURATION_KEYS[unit], { count: value });
  };
  const date = (iso: string) => formatDate(iso, i18n.language);
  const time = (iso: string) => formatDateTime(iso, i18n.language);
  const { name } = mount;

  return (
    <tr data-testid="mount-row" data-mount-name={name} data-active={mount.is_active}>
      <td className={`${cell} min-w-40`}>
        <div className="flex flex-wrap items-center gap-2">
          <span
            className={`break-words font-medium ${mount.is_active ? 'text-gray-900 dark:text-gray-100' : 'text-gray-500 dark:text-gray-400'}`}
          >
            {name}
          </span>
          <Badge tone={mount.is_active ? 'success' : 'neutral'}>
            {mount.is_active ? t('status.active') : t('status.inactive')}
          </Badge>
        </div>
        {mount.remark && (
          <p
            className="mt-1 line-clamp-2 max-w-xs text-xs text-gray-500 dark:text-gray-400"
            title={mount.remark}
          >
            {mount.remark}
          </p>
        )}
      </td>
      <td className={cell}>
        <code className="break-all font-mono text-xs">{mount.mount_path}</code>
      </td>
      <td className={`${cell} min-w-32`}>
        <div className="flex flex-col items-start gap-1">
          <span className="break-words">
            {mount.storage_config_name ?? t('table.missingStorage')}
          </span>
          <Badge tone="info">{typeLabel(mount.storage_type)}</Badge>
          <MountIndexState index={mount.index} />
        </div>
      </td>
      <td className={`${cell} whitespace-nowrap`}>{duration(mount.cache_ttl)}</td>
      <td className={`${cell} min-w-36`}>
        <div className="flex flex-col items-start gap-1">
          <span>{mount.web_proxy ? t('table.proxyOn') : t('table.proxyOff')}</span>
          {mount.enable_sign && (
            <Badge tone="warning">
              {mount.sign_expires > 0
                ? t('table.signedFor', { duration: duration(mount.sign_expires) })
                : t('table.signedGlobal')}
            </Badge>
          )}
          <span className="text-xs text-gray-500 dark:text-gray-400">
            {t('table.webdav', { policy: t(POLICY_LABEL_KEYS[mount.webdav_policy]) })}
          </span>
        </div>
      </td>
      <td className={`${cell} text-right tabular-nums`}>{mount.sort_order}</td>
      <td className={`${cell} whitespace-nowrap text-xs`}>
        <div title={time(mount.created_at)}>
          {t('table.created', { date: date(mount.created_at) })}
        </div>
        <div className="text-gray-500 dark:text-gray-400" title={time(mount.updated_at)}>
          {t('table.updated', { date: date(mount.updated_at) })}
        </div>
        {mount.last_used && (
          <div className="text-gray-500 dark:text-gray-400" title={time(mount.last_used)}>
            {t('table.lastUsed', { date: date(mount.last_used) })}
          </div>
        )}
      </td>
      <td
        className={`${cell} ${stickyActions} whitespace-nowrap bg-white text-right dark:bg-gray-900`}
      >
        <div className="flex flex-col items-end gap-1 2xl:flex-row 2xl:justify-end">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onEdit(mount)}
            aria-label={t('actions.editNamed', { name })}
          >
            {t('actions.edit')}
          </Button>
          <ToggleMountButton mount={mount} />
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onDelete(mount)}
            aria-label={t('actions.deleteNamed', { name })}
            className="text-red-600 dark:text-red-400"
          >
            {t('actions.delete')}
          </Button>
        </div>
      </td>
    </tr>
  );
}
