/** One API key: a table row on wide screens, a card on phones, with its edit and delete actions. */
import type { ApiKey } from '@cloudpaste/contracts';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/Badge';
import { ListCell } from '../../../components/list/ListCell';
import { RowActionButton } from '../../../components/list/RowActionButton';
import { SelectableRow } from '../../../components/list/SelectableRow';
import { formatDate, formatDateTime } from '../../../lib/format';
import { isExpired } from './expiry';
import { PermissionBadges } from './PermissionBadges';
import { offersUploaders } from './uploaders/offersUploaders';

export interface KeyRowProps {
  apiKey: ApiKey;
  now: Date;
  isSelected: boolean;
  onToggle: (id: string) => void;
  onEdit: (key: ApiKey) => void;
  onDelete: (key: ApiKey) => void;
  onUploaders: (key: ApiKey) => void;
}

export function KeyRow({
  apiKey,
  now,
  isSelected,
  onToggle,
  onEdit,
  onDelete,
  onUploaders,
}: KeyRowProps) {
  const { t, i18n } = useTranslation('admin');
  const date = (iso: string | null, fallback: string) =>
    formatDateTime(iso, i18n.language, fallback);
  const expired = isExpired(apiKey.expires_at, now);
  const { name } = apiKey;
  return (
    <SelectableRow
      id={apiKey.id}
      data={{ 'data-key-name': name }}
      selected={isSelected}
      onToggle={onToggle}
      selectLabel={t('keys.actions.selectNamed', { name })}
      testIdPrefix="key"
      actions={
        <div className="flex flex-nowrap items-center gap-0.5 md:justify-end">
          <RowActionButton
            icon="edit"
            title={t('keys.actions.edit')}
            label={t('keys.actions.editNamed', { name })}
            onClick={() => onEdit(apiKey)}
            testId="key-action-edit"
          />
          {offersUploaders(apiKey.permissions) && (
            <RowActionButton
              icon="download"
              title={t('keys.actions.uploaders')}
              label={t('keys.actions.uploadersNamed', { name })}
              onClick={() => onUploaders(apiKey)}
              testId="key-action-uploaders"
            />
          )}
          <RowActionButton
            icon="delete"
            title={t('keys.actions.delete')}
            label={t('keys.actions.deleteNamed', { name })}
            onClick={() => onDelete(apiKey)}
            danger
            testId="key-action-delete"
          />
        </div>
      }
    >
      <ListCell className="flex-1 basis-4/5 font-medium text-gray-900 md:max-w-56 md:min-w-32 md:basis-auto dark:text-gray-100">
        <div className="flex flex-col items-start gap-1">
          <span className="break-words">{name}</span>
          {apiKey.is_guest === 1 && <Badge tone="warning">{t('keys.table.guest')}</Badge>}
          {apiKey.owner_name && (
            <span className="text-xs font-normal text-gray-500 dark:text-gray-400">
              {t('myKeys.ownedBy', { name: apiKey.owner_name })}
            </span>
          )}
        </div>
      </ListCell>
      <ListCell label={t('keys.table.key')}>
        <code className="font-mono text-xs whitespace-nowrap">{apiKey.key_masked}</code>
      </ListCell>
      <ListCell label={t('keys.table.permissions')} className="basis-full md:basis-auto">
        <PermissionBadges mask={apiKey.permissions} />
      </ListCell>
      <ListCell label={t('keys.table.basicPath')} className="md:min-w-36">
        <code className="font-mono text-xs break-words">
          {/* A long path wraps after a slash rather than inside a folder name. */}
          {apiKey.basic_path.split('/').map((segment, index) => (
            <Fragment key={index}>
              {index > 0 && (
                <>
                  /<wbr />
                </>
              )}
              {segment}
            </Fragment>
          ))}
        </code>
      </ListCell>
      <ListCell label={t('keys.table.created')}>
        <span className="whitespace-nowrap">{formatDate(apiKey.created_at, i18n.language)}</span>
      </ListCell>
      <ListCell label={t('keys.table.expires')} className="md:min-w-32">
        <div className="flex flex-col items-start gap-1">
          <span>{date(apiKey.expires_at, t('keys.expiry.never'))}</span>
          {expired && <Badge tone="danger">{t('keys.table.expired')}</Badge>}
        </div>
      </ListCell>
      <ListCell label={t('keys.table.lastUsed')} className="md:min-w-32">
        {date(apiKey.last_used, t('keys.table.neverUsed'))}
      </ListCell>
    </SelectableRow>
  );
}
