/**
 * The options every file of this upload shares: storage and the folder inside it, method, remark,
 * link, password, expiry, views, access.
 */
import {
  LIMITED_SHARE_TICKET_SECONDS,
  SLUG_MAX_LENGTH,
  STORAGE_SUBPATH_MAX_LENGTH,
} from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { hintClass } from '../../../components/classes';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { fileShareUrl } from '../../../lib/shareLinks';
import type { StorageOption } from '../api';
import {
  ACCESS_MODES,
  EXPIRY_PRESETS,
  PASSWORD_MAX_LENGTH,
  REMARK_MAX_LENGTH,
  type OptionErrors,
  type ShareOptionValues,
} from '../shareOptions';
import { StorageSelect } from './StorageSelect';

const MAX_LENGTHS: Record<keyof OptionErrors, number> = {
  slug: SLUG_MAX_LENGTH,
  remark: REMARK_MAX_LENGTH,
  password: PASSWORD_MAX_LENGTH,
  path: STORAGE_SUBPATH_MAX_LENGTH,
  maxViews: 0,
};

export interface ShareOptionsPanelProps {
  values: ShareOptionValues;
  onChange: <K extends keyof ShareOptionValues>(key: K, value: ShareOptionValues[K]) => void;
  errors: OptionErrors;
  storage: { options: readonly StorageOption[] | undefined; isLoading: boolean; isError: boolean };
  /** Files waiting to upload: a custom link suffix fits only one. */
  pendingCount: number;
}

export function ShareOptionsPanel({
  values,
  onChange,
  errors,
  storage,
  pendingCount,
}: ShareOptionsPanelProps) {
  const { t } = useTranslation('upload');
  const errorText = (key: keyof OptionErrors) => {
    const error = errors[key];
    return error ? t(`optionErrors.${error}`, { max: MAX_LENGTHS[key] }) : undefined;
  };
  const isSlugUsable = pendingCount <= 1;
  const slug = values.slug.trim();
  const slugHint = !isSlugUsable
    ? t('options.slugSingleOnly')
    : slug
      ? t('options.slugPreview', { url: fileShareUrl(slug) })
      : t('options.slugHint');

  return (
    <fieldset className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm dark:border-gray-700 dark:bg-gray-900">
      <legend className="px-1 text-sm font-semibold text-gray-900 dark:text-gray-100">
        {t('options.title')}
      </legend>
      <StorageSelect
        {...storage}
        value={values.storageConfigId}
        onChange={(id) => onChange('storageConfigId', id)}
      />
      <TextField
        id="upload-path"
        label={t('options.path')}
        placeholder={t('options.pathPlaceholder')}
        hint={t('options.pathHint')}
        autoComplete="off"
        spellCheck={false}
        value={values.path}
        onChange={(event) => onChange('path', event.target.value)}
        error={errorText('path')}
      />
      <SelectField
        id="upload-method"
        label={t('options.method')}
        hint={t('options.methodHint')}
        value={values.method}
        onChange={(event) =>
          onChange('method', event.target.value === 'direct' ? 'direct' : 'auto')
        }
        options={[
          { value: 'auto', label: t('options.methods.auto') },
          { value: 'direct', label: t('options.methods.direct') },
        ]}
      />
      <TextField
        id="upload-remark"
        label={t('options.remark')}
        placeholder={t('options.remarkPlaceholder')}
        maxLength={REMARK_MAX_LENGTH}
        value={values.remark}
        onChange={(event) => onChange('remark', event.target.value)}
        error={errorText('remark')}
      />
      <TextField
        id="upload-slug"
        label={t('options.slug')}
        placeholder={t('options.slugPlaceholder')}
        hint={slugHint}
        autoComplete="off"
        spellCheck={false}
        disabled={!isSlugUsable}
        value={values.slug}
        onChange={(event) => onChange('slug', event.target.value)}
        error={isSlugUsable ? errorText('slug') : undefined}
      />
      <TextField
        id="upload-password"
        type="password"
        autoComplete="new-password"
        label={t('options.password')}
        hint={t('options.passwordHint')}
        value={values.password}
        onChange={(event) => onChange('password', event.target.value)}
        error={errorText('password')}
      />
      <div>
        <div className="grid grid-cols-2 gap-3">
          <SelectField
            id="upload-expiry"
            label={t('options.expiry')}
            value={values.expiry}
            onChange={(event) =>
              onChange('expiry', event.target.value as ShareOptionValues['expiry'])
            }
            options={EXPIRY_PRESETS.map((preset) => ({
              value: preset,
              label: t(`options.expiryPresets.${preset}`),
            }))}
          />
          <TextField
            id="upload-max-views"
            label={t('options.maxViews')}
            hint={t('options.maxViewsHint')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={values.maxViews}
            onChange={(event) => onChange('maxViews', event.target.value)}
            error={errorText('maxViews')}
          />
        </div>
        <p className={hintClass} data-testid="max-views-ticket-note">
          {t('options.maxViewsTickets', { minutes: LIMITED_SHARE_TICKET_SECONDS / 60 })}
        </p>
      </div>
      <SelectField
        id="upload-access"
        label={t('options.access')}
        hint={t('options.accessHint')}
        value={values.access}
        onChange={(event) => onChange('access', event.target.value as ShareOptionValues['access'])}
        options={ACCESS_MODES.map((mode) => ({
          value: mode,
          label: t(`options.accessModes.${mode}`),
        }))}
      />
    </fieldset>
  );
}
