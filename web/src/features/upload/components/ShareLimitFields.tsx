/**
 * The share options an upload and a share made in the explorer both take: remark, link suffix,
 * password, expiry, view limit and access, with the upload page's words. The upload page's panel
 * puts storage, folder and method before them; the explorer's share dialog shows them alone (its
 * file is already stored).
 */
import {
  LIMITED_SHARE_TICKET_SECONDS,
  SLUG_MAX_LENGTH,
  STORAGE_SUBPATH_MAX_LENGTH,
} from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { hintClass } from '../../../components/classes';
import { SelectField } from '../../../components/SelectField';
import { MaxViewsField } from '../../../components/MaxViewsField';
import { TextField } from '../../../components/TextField';
import { fileShareUrl } from '../../../lib/shareLinks';
import {
  ACCESS_MODES,
  EXPIRY_PRESETS,
  PASSWORD_MAX_LENGTH,
  REMARK_MAX_LENGTH,
  type OptionErrors,
  type ShareOptionValues,
} from '../shareOptions';

const MAX_LENGTHS: Record<keyof OptionErrors, number> = {
  slug: SLUG_MAX_LENGTH,
  remark: REMARK_MAX_LENGTH,
  password: PASSWORD_MAX_LENGTH,
  path: STORAGE_SUBPATH_MAX_LENGTH,
  maxViews: 0,
};

/**
 * The words of the options' problems, and the link field's hint (the link it will make, or why a
 * custom link does not apply), for the fields here and the upload page's own.
 */
export function useShareOptionTexts(
  values: ShareOptionValues,
  errors: OptionErrors,
  isSlugUsable = true,
) {
  const { t } = useTranslation('upload');
  const errorText = (key: keyof OptionErrors) => {
    const error = errors[key];
    return error ? t(`optionErrors.${error}`, { max: MAX_LENGTHS[key] }) : undefined;
  };
  const slug = values.slug.trim();
  const slugHint = !isSlugUsable
    ? t('options.slugSingleOnly')
    : slug
      ? t('options.slugPreview', { url: fileShareUrl(slug) })
      : t('options.slugHint');
  return { errorText, slugHint };
}

export interface ShareLimitFieldsProps {
  /** Prefix of the fields' ids ('upload' gives 'upload-password' …). */
  idPrefix: string;
  values: ShareOptionValues;
  onChange: <K extends keyof ShareOptionValues>(key: K, value: ShareOptionValues[K]) => void;
  /** The words of a field's problem, if it has one. */
  errorText: (key: keyof OptionErrors) => string | undefined;
  slugHint: string;
  /** False when a custom link cannot apply (several files at once). */
  isSlugUsable?: boolean;
}

export function ShareLimitFields({
  idPrefix,
  values,
  onChange,
  errorText,
  slugHint,
  isSlugUsable = true,
}: ShareLimitFieldsProps) {
  const { t } = useTranslation('upload');
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <TextField
        id={id('remark')}
        label={t('options.remark')}
        placeholder={t('options.remarkPlaceholder')}
        maxLength={REMARK_MAX_LENGTH}
        value={values.remark}
        onChange={(event) => onChange('remark', event.target.value)}
        error={errorText('remark')}
      />
      <TextField
        id={id('slug')}
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
        id={id('password')}
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
            id={id('expiry')}
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
          <MaxViewsField
            id={id('max-views')}
            label={t('options.maxViews')}
            hint={t('options.maxViewsHint')}
            value={values.maxViews}
            onChange={(value) => onChange('maxViews', value)}
            error={errorText('maxViews')}
          />
        </div>
        <p className={hintClass} data-testid="max-views-ticket-note">
          {t('options.maxViewsTickets', { minutes: LIMITED_SHARE_TICKET_SECONDS / 60 })}
        </p>
      </div>
      <SelectField
        id={id('access')}
        label={t('options.access')}
        hint={t('options.accessHint')}
        value={values.access}
        onChange={(event) => onChange('access', event.target.value as ShareOptionValues['access'])}
        options={ACCESS_MODES.map((mode) => ({
          value: mode,
          label: t(`options.accessModes.${mode}`),
        }))}
      />
    </>
  );
}
