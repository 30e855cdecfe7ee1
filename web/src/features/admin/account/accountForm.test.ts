/** Account form validation (docs/product/admin.md, "Account") and the confirm-password check. */
import { describe, expect, it } from 'vitest';
import { EMPTY_ACCOUNT_FORM, validateAccountForm, type AccountFormValues } from './accountForm';

function form(over: Partial<AccountFormValues>): AccountFormValues {
  return { ...EMPTY_ACCOUNT_FORM, currentPassword: 'old-secret', ...over };
}

describe('validateAccountForm', () => {
  it('requires the current password', () => {
    const result = validateAccountForm(form({ currentPassword: '', newUsername: 'root' }));
    expect(result).toEqual({
      ok: false,
      errors: { currentPassword: { key: 'account.errors.currentRequired' } },
    });
  });

  it('requires a new username or a new password', () => {
    const result = validateAccountForm(form({ newUsername: '   ' }));
    expect(result).toEqual({
      ok: false,
      errors: { form: { key: 'account.errors.nothingToChange' } },
    });
  });

  it('refuses the current password as the new one', () => {
    const result = validateAccountForm(
      form({ newPassword: 'old-secret', confirmPassword: 'old-secret' }),
    );
    expect(!result.ok && result.errors.newPassword).toEqual({ key: 'account.errors.samePassword' });
  });

  it('checks the new password length', () => {
    const result = validateAccountForm(form({ newPassword: 'short', confirmPassword: 'short' }));
    expect(!result.ok && result.errors.newPassword).toEqual({
      key: 'account.errors.passwordTooShort',
      params: { min: 8 },
    });
  });

  it('requires the confirmation to match', () => {
    const result = validateAccountForm(
      form({ newPassword: 'new-secret', confirmPassword: 'new-secreT' }),
    );
    expect(result).toEqual({
      ok: false,
      errors: { confirmPassword: { key: 'account.errors.confirmMismatch' } },
    });
  });

  it('checks the username length', () => {
    const result = validateAccountForm(form({ newUsername: 'u'.repeat(65) }));
    expect(!result.ok && result.errors.newUsername).toEqual({
      key: 'account.errors.usernameTooLong',
      params: { max: 64 },
    });
  });

  it('sends only what changes', () => {
    expect(validateAccountForm(form({ newUsername: ' root ' }))).toEqual({
      ok: true,
      payload: { currentPassword: 'old-secret', newUsername: 'root' },
    });
    expect(
      validateAccountForm(form({ newPassword: 'new-secret', confirmPassword: 'new-secret' })),
    ).toEqual({
      ok: true,
      payload: { currentPassword: 'old-secret', newPassword: 'new-secret' },
    });
  });
});
