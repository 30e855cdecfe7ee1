/** Which mounts a user may see: all of them, or the ones ticked (docs/ACCOUNTS.md). */
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/Checkbox';
import { useMountChoices } from './api';

export function MountChoice({
  value,
  onChange,
}: {
  value: string[] | null;
  onChange: (next: string[] | null) => void;
}) {
  const { t } = useTranslation('admin');
  const mounts = useMountChoices();
  const chosen = value ?? [];
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-gray-700 dark:text-gray-200">
        {t('users.form.mounts')}
      </legend>
      <Checkbox
        label={t('users.form.allMounts')}
        description={t('users.form.allMountsHint')}
        checked={value === null}
        onChange={(e) => onChange(e.target.checked ? null : [])}
      />
      {value !== null && (
        <ul className="grid gap-1 pl-6 sm:grid-cols-2" data-testid="user-mounts">
          {(mounts.data ?? []).map((mount) => (
            <li key={mount.id}>
              <Checkbox
                label={`${mount.name} (${mount.mount_path})`}
                checked={chosen.includes(mount.id)}
                onChange={(e) =>
                  onChange(
                    e.target.checked
                      ? [...chosen, mount.id]
                      : chosen.filter((id) => id !== mount.id),
                  )
                }
              />
            </li>
          ))}
          {mounts.data?.length === 0 && (
            <li className="text-xs text-gray-500 dark:text-gray-400">{t('users.form.noMounts')}</li>
          )}
        </ul>
      )}
    </fieldset>
  );
}
