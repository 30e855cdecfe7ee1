/** Create or edit an account: who, which role, and for a user what it may do and see. */
import type { UserAccount } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { errorText } from '../../../lib/errorText';
import { BasicPathField } from '../keys/BasicPathField';
import { PermissionPicker } from '../keys/PermissionPicker';
import { useCreateUser, useUpdateUser } from './api';
import { MountChoice } from './MountChoice';
import { QuotaFields } from '../quotas/QuotaFields';
import {
  emptyUserForm,
  INVITATION_HOURS,
  userBody,
  userFormErrors,
  userFormOf,
  type UserField,
  type UserFormValues,
} from './userForm';

export interface UserFormDialogProps {
  /** The account to edit; undefined to create one. */
  user?: UserAccount;
  onClose: () => void;
  /** After a creation: the invitation's token when one was asked for. */
  onCreated?: (username: string, invitationToken: string | null) => void;
}

export function UserFormDialog({ user, onClose, onCreated }: UserFormDialogProps) {
  const { t } = useTranslation('admin');
  const mode = user ? 'edit' : 'create';
  const [values, setValues] = useState<UserFormValues>(() =>
    user ? userFormOf(user) : emptyUserForm(),
  );
  const [errors, setErrors] = useState<Partial<Record<UserField, string>>>({});
  const create = useCreateUser();
  const update = useUpdateUser();
  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  function submit() {
    const found = userFormErrors(values, mode);
    setErrors(Object.fromEntries(Object.entries(found).map(([k, key]) => [k, t(key)])));
    if (Object.keys(found).length > 0) return;
    const failed = (error: unknown) =>
      setErrors({ form: errorText(error, t('common.saveFailed')) });
    const body = userBody(values, mode);
    if (user) {
      update.mutate({ id: user.id, body }, { onSuccess: onClose, onError: failed });
      return;
    }
    create.mutate(body, {
      onSuccess: (made) => onCreated?.(made.user.username, made.invitation?.token ?? null),
      onError: failed,
    });
  }

  const isUser = values.role === 'user';
  return (
    <FormDialog
      open
      title={user ? t('users.edit.title', { name: user.username }) : t('users.create.title')}
      saving={create.isPending || update.isPending}
      onClose={onClose}
      onSubmit={submit}
      cancelLabel={t('common.cancel')}
      submitLabel={user ? t('users.edit.submit') : t('users.create.submit')}
      submitTestId="user-submit"
      formError={errors.form}
    >
      {!user && (
        <TextField
          label={t('users.form.username')}
          value={values.username}
          onChange={(e) => set('username', e.target.value)}
          required
          autoComplete="off"
          error={errors.username}
        />
      )}
      <TextField
        label={t('users.form.displayName')}
        value={values.displayName}
        onChange={(e) => set('displayName', e.target.value)}
        autoComplete="off"
      />
      <SelectField
        label={t('users.form.role')}
        hint={t('users.form.roleHint')}
        value={values.role}
        onChange={(e) => set('role', e.target.value === 'admin' ? 'admin' : 'user')}
        options={[
          { value: 'user', label: t('users.role.user') },
          { value: 'admin', label: t('users.role.admin') },
        ]}
      />
      {!user && (
        <SelectField
          label={t('users.form.signIn')}
          value={values.signIn}
          onChange={(e) => set('signIn', e.target.value === 'password' ? 'password' : 'invitation')}
          options={[
            { value: 'invitation', label: t('users.form.byInvitation') },
            { value: 'password', label: t('users.form.byPassword') },
          ]}
        />
      )}
      {!user && values.signIn === 'password' && (
        <TextField
          label={t('users.form.password')}
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(e) => set('password', e.target.value)}
          error={errors.password}
        />
      )}
      {!user && values.signIn === 'invitation' && (
        <SelectField
          label={t('users.form.invitationValid')}
          value={values.invitationHours}
          onChange={(e) => set('invitationHours', e.target.value)}
          options={INVITATION_HOURS.map((hours) => ({
            value: hours,
            label: t(`users.form.hours.${hours}`),
          }))}
        />
      )}
      {isUser && (
        <>
          <PermissionPicker
            value={values.permissions}
            onChange={(m) => set('permissions', m)}
            hint={t('users.form.permissionsHint')}
          />
          <BasicPathField
            value={values.basicPath}
            onChange={(path) => set('basicPath', path)}
            error={errors.basicPath}
          />
          <MountChoice value={values.mountIds} onChange={(ids) => set('mountIds', ids)} />
          <QuotaFields
            value={values.quota}
            onChange={(q) => set('quota', q)}
            error={errors.quota}
          />
        </>
      )}
    </FormDialog>
  );
}
