/** Edits one share: remark, link suffix, expiry, max views, password (set or clear) and access mode. */
import { LIMITED_SHARE_TICKET_SECONDS, type FileRecord } from '@cloudpaste/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { hintClass } from '../../../components/classes';
import { Modal } from '../../../components/Modal';
import { SelectField } from '../../../components/SelectField';
import { MaxViewsField } from '../../../components/MaxViewsField';
import { TextField } from '../../../components/TextField';
import { useToast } from '../../../components/toast/useToast';
import { formatDateTime } from '../../../lib/format';
import { errorStatus, useUpdateFile, type UpdateFileBody } from '../api';
import {
  buildUpdateBody,
  EXPIRY_CHOICES,
  valuesOf,
  type EditErrors,
  type EditFileValues,
} from './editFileForm';

export interface EditFileDialogProps {
  file: FileRecord;
  onClose: () => void;
  /** After a save, with the share as it now is and what was changed (the file view shows it). */
  onSaved?: (record: FileRecord, body: UpdateFileBody) => void;
}

export function EditFileDialog({ file, onClose, onSaved }: EditFileDialogProps) {
  const { t, i18n } = useTranslation('fileManagement');
  const toast = useToast();
  const update = useUpdateFile();
  const [values, setValues] = useState<EditFileValues>(() => valuesOf(file));
  const [errors, setErrors] = useState<EditErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = <K extends keyof EditFileValues>(key: K, value: EditFileValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const current = file.expires_at
    ? formatDateTime(file.expires_at, i18n.language, file.expires_at)
    : t('expiry.never');

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = buildUpdateBody(file, values, new Date());
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    if (!result.body) {
      onClose();
      return;
    }
    update.mutate(
      { id: file.id, body: result.body },
      {
        onSuccess: (record, { body }) => {
          toast.success(t('edit.done'));
          onSaved?.(record, body);
          onClose();
        },
        onError: (error) => {
          if (errorStatus(error) === 409) setErrors({ slug: 'slugTaken' });
          else setFormError(error.message || t('edit.failed'));
        },
      },
    );
  }

  const slugError = errors.slug ? t(`edit.errors.${errors.slug}`) : undefined;
  return (
    <Modal
      open
      onClose={update.isPending ? () => {} : onClose}
      title={t('edit.title', { name: file.filename })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            type="submit"
            form="file-edit-form"
            loading={update.isPending}
            data-testid="file-edit-save"
          >
            {t('edit.save')}
          </Button>
        </>
      }
    >
      <form id="file-edit-form" onSubmit={submit} className="space-y-4" noValidate>
        <TextField
          id="file-edit-remark"
          label={t('edit.remark')}
          value={values.remark}
          maxLength={500}
          onChange={(e) => set('remark', e.target.value)}
        />
        <TextField
          id="file-edit-slug"
          label={t('edit.slug')}
          autoComplete="off"
          spellCheck={false}
          value={values.slug}
          onChange={(e) => set('slug', e.target.value)}
          error={slugError}
        />
        <div>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              id="file-edit-expiry"
              label={t('edit.expiry')}
              value={values.expiry}
              onChange={(e) => set('expiry', e.target.value as EditFileValues['expiry'])}
              options={EXPIRY_CHOICES.map((choice) => ({
                value: choice,
                label:
                  choice === 'keep'
                    ? t('edit.expiryKeep', { current })
                    : t(`edit.expiryPresets.${choice}`),
              }))}
            />
            <MaxViewsField
              id="file-edit-max-views"
              label={t('edit.maxViews')}
              hint={t('edit.maxViewsHint')}
              value={values.maxViews}
              onChange={(value) => set('maxViews', value)}
              error={errors.maxViews ? t(`edit.errors.${errors.maxViews}`) : undefined}
            />
          </div>
          <p className={hintClass} data-testid="max-views-ticket-note">
            {t('edit.maxViewsTickets', { minutes: LIMITED_SHARE_TICKET_SECONDS / 60 })}
          </p>
        </div>
        <div className="space-y-2">
          <TextField
            id="file-edit-password"
            type="password"
            autoComplete="new-password"
            label={file.has_password ? t('edit.newPassword') : t('edit.password')}
            hint={file.has_password ? t('edit.passwordKeepHint') : t('edit.passwordHint')}
            value={values.password}
            disabled={values.clearPassword}
            onChange={(e) => set('password', e.target.value)}
          />
          {file.has_password && (
            <Checkbox
              id="file-edit-clear-password"
              label={t('edit.clearPassword')}
              checked={values.clearPassword}
              onChange={(e) => set('clearPassword', e.target.checked)}
            />
          )}
        </div>
        <Checkbox
          id="file-edit-proxy"
          label={t('edit.useProxy')}
          description={t('edit.useProxyHint')}
          checked={values.useProxy}
          onChange={(e) => set('useProxy', e.target.checked)}
        />
        {formError && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {formError}
          </p>
        )}
      </form>
    </Modal>
  );
}
