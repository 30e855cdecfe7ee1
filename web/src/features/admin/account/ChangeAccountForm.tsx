/** Change username and/or password; reports success upward so the logout countdown can run. */
import { PASSWORD_MIN_LENGTH } from '@cloudpaste/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/FormAlert';
import { TextField } from '../../../components/TextField';
import { useAuth } from '../../../auth/useAuth';
import { errorText } from '../../../lib/errorText';
import { errorStatus, useChangePassword } from '../api';
import { useFormState } from '../common/useFormState';
import {
  EMPTY_ACCOUNT_FORM,
  validateAccountForm,
  type AccountField,
  type AccountFormValues,
} from './accountForm';

/** Which field a server refusal belongs to: 401 wrong current password, 409 username taken. */
const FIELD_BY_STATUS: Readonly<Record<number, AccountField>> = {
  401: 'currentPassword',
  409: 'newUsername',
};

export function ChangeAccountForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation('admin');
  const form = useFormState<AccountFormValues, AccountField>(EMPTY_ACCOUNT_FORM);
  const { authType } = useAuth();
  const change = useChangePassword(authType === 'user' ? 'user' : 'admin');
  const { values, errors, setField } = form;

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateAccountForm(values);
    if (!result.ok) return form.showErrors(result.errors);
    change.mutate(result.payload, {
      onSuccess: onChanged,
      onError: (error) => {
        const field = FIELD_BY_STATUS[errorStatus(error) ?? 0] ?? 'form';
        form.showError(field, errorText(error, t('common.saveFailed')));
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="max-w-lg space-y-4">
      <FormAlert message={errors.form} />
      <TextField
        label={t('account.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        value={values.currentPassword}
        onChange={(e) => setField('currentPassword', e.target.value)}
        error={errors.currentPassword}
      />
      <TextField
        label={t('account.newUsername')}
        hint={t('account.newUsernameHint')}
        autoComplete="username"
        value={values.newUsername}
        onChange={(e) => setField('newUsername', e.target.value)}
        error={errors.newUsername}
      />
      <TextField
        label={t('account.newPassword')}
        hint={t('account.newPasswordHint', { min: PASSWORD_MIN_LENGTH })}
        type="password"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={(e) => setField('newPassword', e.target.value)}
        error={errors.newPassword}
      />
      <TextField
        label={t('account.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(e) => setField('confirmPassword', e.target.value)}
        error={errors.confirmPassword}
      />
      <Button type="submit" loading={change.isPending}>
        {t('account.submit')}
      </Button>
    </form>
  );
}
