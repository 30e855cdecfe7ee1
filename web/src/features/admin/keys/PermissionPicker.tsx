/** Grouped permission checkboxes with a select-all box per multi-flag group; edits a bitmask. */
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/Checkbox';
import {
  PERMISSION_GROUPS,
  groupState,
  hasFlag,
  setGroup,
  toggleFlag,
  type PermissionGroup,
} from './permissions';

export interface PermissionPickerProps {
  value: number;
  onChange: (mask: number) => void;
  error?: string;
  /** The words under the legend; the API keys' by default. */
  hint?: string;
}

function GroupBox({
  group,
  value,
  onChange,
}: {
  group: PermissionGroup;
  value: number;
  onChange: (m: number) => void;
}) {
  const { t } = useTranslation('admin');
  const state = groupState(value, group);
  const single = group.options.length === 1;
  return (
    <fieldset className="rounded-md border border-gray-200 p-3 dark:border-gray-700">
      <legend className="px-1 text-sm font-semibold text-gray-800 dark:text-gray-100">
        {t(group.labelKey)}
      </legend>
      {!single && (
        <Checkbox
          label={t('keys.permissions.selectAll', { group: t(group.labelKey) })}
          checked={state === 'all'}
          // "Some" is shown as the native mixed state; the DOM property has no attribute form.
          ref={(el) => {
            if (el) el.indeterminate = state === 'some';
          }}
          onChange={(e) => onChange(setGroup(value, group, e.target.checked))}
          className="mb-2 border-b border-gray-100 pb-2 dark:border-gray-800"
        />
      )}
      <div className={`grid gap-2 ${single ? '' : 'sm:grid-cols-2'}`}>
        {group.options.map((option) => (
          <Checkbox
            key={option.flag}
            label={t(option.labelKey)}
            checked={hasFlag(value, option.flag)}
            onChange={(e) => onChange(toggleFlag(value, option.flag, e.target.checked))}
          />
        ))}
      </div>
    </fieldset>
  );
}

export function PermissionPicker({ value, onChange, error, hint }: PermissionPickerProps) {
  const { t } = useTranslation('admin');
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-700 dark:text-gray-200">
        {t('keys.form.permissions')}
      </legend>
      <p className="mt-1 text-xs text-gray-500 dark:text-gray-400">
        {hint ?? t('keys.form.permissionsHint')}
      </p>
      <div className="mt-2 grid gap-3 md:grid-cols-2">
        {PERMISSION_GROUPS.map((group) => (
          <GroupBox key={group.id} group={group} value={value} onChange={onChange} />
        ))}
      </div>
      {error && (
        <p role="alert" className="mt-1 text-xs text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
