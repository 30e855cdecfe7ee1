/** The user form's values, checks and request body (docs/ACCOUNTS.md), apart from its fields. */
import { normalizeVirtualPath, PASSWORD_MIN_LENGTH, type UserAccount } from '@cloudpaste/contracts';
import { noQuota, quotaBody, quotaInputsOf, type QuotaInputs } from '../quotas/quotaForm';
import type { UserBody } from './api';

export type SignInChoice = 'invitation' | 'password';

export interface UserFormValues {
  username: string;
  displayName: string;
  role: 'admin' | 'user';
  permissions: number;
  basicPath: string;
  /** null: every mount. */
  mountIds: string[] | null;
  signIn: SignInChoice;
  password: string;
  invitationHours: string;
  /** Empty inputs: unlimited (docs/ACCOUNTS.md "Quotas"). */
  quota: QuotaInputs;
}

export type UserField =
  'username' | 'password' | 'basicPath' | 'invitationHours' | 'quota' | 'form';

export const INVITATION_HOURS = ['24', '72', '168', '720'] as const;

export function emptyUserForm(): UserFormValues {
  return {
    username: '',
    displayName: '',
    role: 'user',
    permissions: 0,
    basicPath: '/',
    mountIds: null,
    signIn: 'invitation',
    password: '',
    invitationHours: '72',
    quota: noQuota(),
  };
}

export function userFormOf(user: UserAccount): UserFormValues {
  return {
    ...emptyUserForm(),
    username: user.username,
    displayName: user.display_name ?? '',
    role: user.role,
    permissions: user.permissions,
    basicPath: user.basic_path,
    mountIds: user.mount_ids,
    quota: quotaInputsOf(user.quota),
  };
}

/** The message keys (admin namespace) of what is wrong, by field; empty when the form is fine. */
export function userFormErrors(
  values: UserFormValues,
  mode: 'create' | 'edit',
): Partial<Record<UserField, string>> {
  const errors: Partial<Record<UserField, string>> = {};
  if (mode === 'create' && !/^[^\s:]+$/.test(values.username.trim()))
    errors.username = 'users.form.usernameInvalid';
  if (
    mode === 'create' &&
    values.signIn === 'password' &&
    values.password.length < PASSWORD_MIN_LENGTH
  )
    errors.password = 'users.form.passwordTooShort';
  if (normalizeVirtualPath(values.basicPath.trim() || '/') === null)
    errors.basicPath = 'users.form.basicPathInvalid';
  if (!quotaBody(values.quota)) errors.quota = 'quota.invalid';
  return errors;
}

export function userBody(values: UserFormValues, mode: 'create' | 'edit'): UserBody {
  const body: UserBody = {
    display_name: values.displayName.trim() || null,
    role: values.role,
    permissions: values.permissions,
    basic_path: values.basicPath.trim() || '/',
    mount_ids: values.mountIds,
    ...quotaBody(values.quota),
  };
  if (mode === 'edit') return body;
  return {
    ...body,
    username: values.username.trim(),
    ...(values.signIn === 'password'
      ? { password: values.password }
      : { invitation_hours: Number(values.invitationHours) }),
  };
}

/** The link an invitee opens (the web app's /invite/{token} page). */
export function invitationLink(origin: string, token: string): string {
  return `${origin}/invite/${encodeURIComponent(token)}`;
}
