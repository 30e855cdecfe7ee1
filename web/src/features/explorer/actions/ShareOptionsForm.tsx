/**
 * The options of a share made from the explorer: the upload page's share options (remark, link,
 * password, expiry, views, access), with its defaults, checks and words (features/upload/
 * shareOptions.ts and the upload namespace), less where an upload is stored, which a mount file
 * already has.
 */
import { LIMITED_SHARE_TICKET_SECONDS, SLUG_MAX_LENGTH } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { hintClass } from '../../../components/classes';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { fileShareUrl } from '../../../lib/shareLinks';
import {
  ACCESS_MODES,
  EXPIRY_PRESETS,
  PASSWORD_MAX_LENGTH,
  REMARK_MAX_LENGTH,
  type OptionErrors,
  type ShareOptionValues,
} from '../../upload/shareOptions';

const MAX_LENGTHS: Partial<Record<keyof OptionErrors, number>> = {
  slug: SLUG_MAX_LENGTH,
  remark: REMARK_MAX_LENGTH,
  password: PASSWORD_MAX_LENGTH,
};

export interface ShareOptionsFormProps {
  values: ShareOptionValues;
  onChange: <K extends keyof ShareOptionValues>(key: K, value: ShareOptionValues[K]) => void;
  errors: OptionErrors;
}

export function ShareOptionsForm({ values, onChange, errors }: ShareOptionsFormProps) {
  const { t } = useTranslation('upload');
  const errorText = (key: keyof OptionErrors) => {
    const error = errors[key];
    return error ? t(`optionErrors.${error}`, { max: MAX_LENGTHS[key] ?? 0 }) : undefined;
  };
  const slug = values.slug.trim();
  return (
    <div className="space-y-4" data-testid="share-options">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="share-password"
          type="password"
          autoComplete="new-password"
          label={t('options.password')}
          hint={t('options.passwordHint')}
          value={values.password}
          onChange={(event) => onChange('password', event.target.value)}
          error={errorText('password')}
        />
        <SelectField
          id="share-expiry"
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
          id="share-max-views"
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
        <SelectField
          id="share-access"
          label={t('options.access')}
          value={values.access}
          onChange={(event) =>
            onChange('access', event.target.value as ShareOptionValues['access'])
          }
          options={ACCESS_MODES.map((mode) => ({
            value: mode,
            label: t(`options.accessModes.${mode}`),
          }))}
        />
      </div>
      <p className={hintClass}>
        {t('options.maxViewsTickets', { minutes: LIMITED_SHARE_TICKET_SECONDS / 60 })}
      </p>
      <TextField
        id="share-slug"
        label={t('options.slug')}
        placeholder={t('options.slugPlaceholder')}
        hint={slug ? t('options.slugPreview', { url: fileShareUrl(slug) }) : t('options.slugHint')}
        autoComplete="off"
        spellCheck={false}
        value={values.slug}
        onChange={(event) => onChange('slug', event.target.value)}
        error={errorText('slug')}
      />
      <TextField
        id="share-remark"
        label={t('options.remark')}
        placeholder={t('options.remarkPlaceholder')}
        maxLength={REMARK_MAX_LENGTH}
        value={values.remark}
        onChange={(event) => onChange('remark', event.target.value)}
        error={errorText('remark')}
      />
    </div>
  );
}
