/** Loads one settings group and hands it to the editor, with loading, error and empty states. */
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { useSettingsGroup } from '../api';
import { QueryState } from '../common/QueryState';
import { SettingsEditor } from './SettingsEditor';

export interface SettingsGroupFormProps {
  group: number;
  /** Per-field "reset to default" (used for the preview extension lists). */
  allowReset?: boolean;
}

export function SettingsGroupForm({ group, allowReset = false }: SettingsGroupFormProps) {
  const { t } = useTranslation('admin');
  const query = useSettingsGroup(group);
  return (
    <QueryState query={query}>
      {(items) =>
        items.length === 0 ? (
          <EmptyState title={t('settings.empty')} />
        ) : (
          <SettingsEditor group={group} items={items} allowReset={allowReset} />
        )
      }
    </QueryState>
  );
}
