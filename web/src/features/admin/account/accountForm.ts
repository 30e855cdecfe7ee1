/** Account update form: the rules of changePasswordInput, plus the confirm-password check. */
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  changePasswordInput,
  type ChangePasswordInput,
} from '@cloudpaste/contracts';
import { addError, type FieldError, type FormErrors, type Validation } from '../common/validation';

export interface AccountFormValues {
  currentPassword: string;
  newUsername: string;
  newPassword: string;
  confirmPassword: string;
}

export type AccountField =
  'currentPassword' | 'newUsername' | 'newPassword' | 'confirmPassword' | 'form';
export type AccountFormErrors = FormErrors<AccountField>;

export const EMPTY_ACCOUNT_FORM: AccountFormValues = {
  currentPassword: '',
  newUsername: '',
  newPassword: '',
  confirmPassword: '',
};

function newPasswordError(values: AccountFormValues, code: string): FieldError {
  if (code !== 'custom') {
    return values.newPassword.length > PASSWORD_MAX_LENGTH
      ? { key: 'account.errors.passwordTooLong', params: { max: PASSWORD_MAX_LENGTH } }
      : { key: 'account.errors.passwordTooShort', params: { min: PASSWORD_MIN_LENGTH } };
  }
  // The schema's two refinements share this path: nothing to change, or the same password again.
  return values.newPassword === ''
    ? { key: 'account.errors.nothingToChange' }
    : { key: 'account.errors.samePassword' };
}

export function validateAccountForm(
  values: AccountFormValues,
): Validation<AccountField, ChangePasswordInput> {
  const errors: AccountFormErrors = {};
  // A blank-looking username means "keep it", not "rename to spaces".
  const input = { ...values, newUsername: values.newUsername.trim() };
  const result = changePasswordInput.safeParse(input);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = String(issue.path[0]);
      if (path === 'currentPassword')
        addError(errors, 'currentPassword', { key: 'account.errors.currentRequired' });
      else if (path === 'newUsername')
        addError(errors, 'newUsername', {
          key: 'account.errors.usernameTooLong',
          params: { max: USERNAME_MAX_LENGTH },
        });
      else if (path === 'newPassword') {
        const error = newPasswordError(values, issue.code);
        addError(
          errors,
          error.key === 'account.errors.nothingToChange' ? 'form' : 'newPassword',
          error,
        );
      } else addError(errors, 'form', { key: 'account.errors.invalid' });
    }
  }
  if (values.newPassword !== '' && values.confirmPassword !== values.newPassword) {
    addError(errors, 'confirmPassword', { key: 'account.errors.confirmMismatch' });
  }
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, payload: result.data };
}
