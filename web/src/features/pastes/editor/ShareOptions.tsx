/**
 * Share options: title and description (both shown to visitors on the share page), link suffix with
 * the resulting URL, password, expiry and max views, and for a new share end-to-end encryption.
 */
import type { PasteRecord } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/Checkbox';
import { MaxViewsField } from '../../../components/MaxViewsField';
import { TextField } from '../../../components/TextField';
import { pasteShareUrl } from '../../../lib/shareLinks';
import { REMARK_MAX_LENGTH, TITLE_MAX_LENGTH } from './editorValues';
import { ExpiryFields } from './ExpiryFields';
import { EncryptionOptions } from './EncryptionOptions';
import { PasswordField } from './PasswordField';
import type { EditorForm } from './useEditorForm';

export interface ShareOptionsProps {
  form: EditorForm;
  /** Edit mode: the share being edited. */
  record?: PasteRecord;
}

export function ShareOptions({ form, record }: ShareOptionsProps) {
  const { t } = useTranslation('editor');
  const { values, setField, errors } = form;
  const slug = values.slug.trim();
  const hasPassword = record?.hasPassword ?? false;
  const passwordHint = hasPassword ? t('options.passwordKeepHint') : t('options.passwordHint');

  return (
    <fieldset className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm dark:border-gray-700 dark:bg-gray-900">
      <legend className="px-1 text-sm font-semibold text-gray-900 dark:text-gray-100">
        {t('options.title')}
      </legend>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <TextField
          id="paste-title"
          label={t('options.shareTitle')}
          placeholder={t('options.shareTitlePlaceholder')}
          hint={t('options.shareTitleHint')}
          maxLength={TITLE_MAX_LENGTH}
          value={values.title}
          onChange={(e) => setField('title', e.target.value)}
          error={errors.title}
        />
        <TextField
          id="paste-remark"
          label={t('options.remark')}
          placeholder={t('options.remarkPlaceholder')}
          maxLength={REMARK_MAX_LENGTH}
          value={values.remark}
          onChange={(e) => setField('remark', e.target.value)}
          error={errors.remark}
        />
        <TextField
          id="paste-slug"
          label={t('options.slug')}
          placeholder={t('options.slugPlaceholder')}
          hint={
            slug ? t('options.slugPreview', { url: pasteShareUrl(slug) }) : t('options.slugRandom')
          }
          autoComplete="off"
          spellCheck={false}
          value={values.slug}
          onChange={(e) => setField('slug', e.target.value)}
          error={errors.slug}
        />
        <div className="space-y-2">
          <PasswordField
            id="paste-password"
            label={record ? t('options.newPassword') : t('options.password')}
            hint={values.clearPassword ? undefined : passwordHint}
            value={values.password}
            disabled={values.clearPassword}
            onChange={(e) => setField('password', e.target.value)}
            error={errors.password}
          />
          {hasPassword && (
            <Checkbox
              id="paste-clear-password"
              label={t('options.clearPassword')}
              checked={values.clearPassword}
              onChange={(e) => setField('clearPassword', e.target.checked)}
            />
          )}
        </div>
        <ExpiryFields
          choice={values.expiry}
          amount={values.customAmount}
          unit={values.customUnit}
          onChoice={(c) => setField('expiry', c)}
          onAmount={(a) => setField('customAmount', a)}
          onUnit={(u) => setField('customUnit', u)}
          amountError={errors.customAmount}
          current={record ? record.expiresAt : undefined}
          isExpired={record?.isExpired}
        />
        <MaxViewsField
          id="paste-max-views"
          label={t('options.maxViews')}
          hint={t('options.maxViewsHint')}
          value={values.maxViews}
          onChange={(value) => setField('maxViews', value)}
          error={errors.maxViews}
        />
      </div>
      {/* Create mode only: an encrypted share's content is never edited here (docs/API.md). */}
      {!record && <EncryptionOptions form={form} />}
    </fieldset>
  );
}
