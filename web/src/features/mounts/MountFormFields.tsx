/** The fields of the mount form: where it shows, what it shows, and how files are served. */
import {
  CACHE_TTL_DEFAULT_SECONDS,
  CACHE_TTL_MAX_SECONDS,
  MOUNT_NAME_MAX_LENGTH,
  MOUNT_PATH_MAX_LENGTH,
  WEBDAV_POLICIES,
  type Mount,
  type WebdavPolicy,
} from '@cloudpaste/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/Checkbox';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import type { StorageOption } from './api';
import type { MountFormValues } from './mountForm';
import { POLICY_LABEL_KEYS } from './labels';
import { StorageSelect } from './StorageSelect';
import type { MountFormState } from './useMountForm';

export interface MountFormFieldsProps {
  form: MountFormState;
  storages: UseQueryResult<StorageOption[]>;
  /** The mount being edited, so its configuration stays offered even if no longer listed. */
  current?: Mount;
}

type TextKey = 'name' | 'mountPath' | 'remark' | 'sortOrder' | 'cacheTtl' | 'signExpires';

export function MountFormFields({ form, storages, current }: MountFormFieldsProps) {
  const { t } = useTranslation('mounts');
  const { values, errors, setField } = form;
  const text = (field: TextKey) => ({
    value: values[field],
    onChange: (e: { target: { value: string } }) => setField(field, e.target.value),
    error: errors[field],
    autoComplete: 'off',
    spellCheck: false,
  });
  const whole = { type: 'number', step: 1, inputMode: 'numeric' } as const;
  const flag = (field: keyof Pick<MountFormValues, 'isActive' | 'webProxy' | 'enableSign'>) => ({
    checked: values[field],
    onChange: (e: { target: { checked: boolean } }) => setField(field, e.target.checked),
  });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('form.name')}
        required
        maxLength={MOUNT_NAME_MAX_LENGTH}
        {...text('name')}
      />
      <TextField
        label={t('form.mountPath')}
        hint={t('form.mountPathHint')}
        placeholder="/photos"
        required
        maxLength={MOUNT_PATH_MAX_LENGTH}
        {...text('mountPath')}
      />
      <StorageSelect
        value={values.storageConfigId}
        onChange={(id) => setField('storageConfigId', id)}
        storages={storages}
        current={current}
        error={errors.storageConfigId}
        className="sm:col-span-2"
      />
      <TextField
        label={t('form.cacheTtl')}
        hint={t('form.cacheTtlHint', {
          max: CACHE_TTL_MAX_SECONDS,
          fallback: CACHE_TTL_DEFAULT_SECONDS,
        })}
        min={0}
        max={CACHE_TTL_MAX_SECONDS}
        {...whole}
        {...text('cacheTtl')}
      />
      <TextField
        label={t('form.sortOrder')}
        hint={t('form.sortOrderHint')}
        {...whole}
        {...text('sortOrder')}
      />
      <SelectField
        label={t('form.webdavPolicy')}
        hint={t(
          values.webdavPolicy === 'native_proxy' ? 'form.nativeProxyHint' : 'form.redirectHint',
        )}
        value={values.webdavPolicy}
        onChange={(e) => setField('webdavPolicy', e.target.value as WebdavPolicy)}
        options={WEBDAV_POLICIES.map((p) => ({ value: p, label: t(POLICY_LABEL_KEYS[p]) }))}
        error={errors.webdavPolicy}
        className="sm:col-span-2"
      />
      <Checkbox
        label={t('form.webProxy')}
        description={t('form.webProxyHint')}
        {...flag('webProxy')}
        className="sm:col-span-2"
      />
      <Checkbox
        label={t('form.enableSign')}
        description={t('form.enableSignHint')}
        {...flag('enableSign')}
      />
      <TextField
        label={t('form.signExpires')}
        hint={t('form.signExpiresHint')}
        min={0}
        // Only read while signing is on; left editable-looking it would suggest otherwise.
        disabled={!values.enableSign}
        {...whole}
        {...text('signExpires')}
      />
      <Checkbox
        label={t('form.isActive')}
        description={t('form.isActiveHint')}
        {...flag('isActive')}
        className="sm:col-span-2"
      />
      <TextField
        label={t('form.remark')}
        {...text('remark')}
        spellCheck
        className="sm:col-span-2"
      />
    </div>
  );
}
