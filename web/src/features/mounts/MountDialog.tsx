/** Create or edit a mount in a dialog; checks the form, sends it, shows the server's objections in place. */
import type { Mount } from '@cloudpaste/contracts';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { useToast } from '../../components/toast/useToast';
import { errorStatus, useCreateMount, useStorageOptions, useUpdateMount } from './api';
import { fieldOfServerMessage } from './mountErrors';
import { emptyMountForm, formFromMount, validateMountForm } from './mountForm';
import { errorText } from './mountFormat';
import { MountFormFields } from './MountFormFields';
import { storageTypeOf } from './storageOptions';
import { useMountForm } from './useMountForm';

export interface MountDialogProps {
  /** The mount to edit; absent to create one. */
  mount?: Mount;
  onClose: () => void;
}

/** Mounted only while open, so every opening starts from a fresh form. */
export function MountDialog({ mount, onClose }: MountDialogProps) {
  const { t } = useTranslation('mounts');
  const toast = useToast();
  const formId = useId();
  const storages = useStorageOptions();
  const form = useMountForm(() => (mount ? formFromMount(mount) : emptyMountForm()));
  const create = useCreateMount();
  const update = useUpdateMount();
  const saving = create.isPending || update.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const storageType = storageTypeOf(form.values.storageConfigId, storages.data, mount);
    const checked = validateMountForm(form.values, storageType);
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    const done = (saved: Mount) => {
      toast.success(t(mount ? 'form.updated' : 'form.created', { name: saved.name }));
      onClose();
    };
    const failed = (error: unknown) => {
      const message = errorText(error, t('form.saveFailed'));
      // A 409 is always about the path: taken, inside another mount, or around one.
      const field = errorStatus(error) === 409 ? 'mountPath' : fieldOfServerMessage(message);
      form.showError(field ?? 'form', message);
    };
    if (mount)
      update.mutate({ id: mount.id, body: checked.body }, { onSuccess: done, onError: failed });
    else create.mutate(checked.body, { onSuccess: done, onError: failed });
  }

  return (
    <Modal
      open
      onClose={saving ? () => {} : onClose}
      size="lg"
      title={mount ? t('form.editTitle', { name: mount.name }) : t('form.createTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving} data-testid="mount-submit">
            {mount ? t('form.save') : t('form.create')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        {form.errors.form && (
          <p
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
          >
            {form.errors.form}
          </p>
        )}
        <MountFormFields form={form} storages={storages} current={mount} />
      </form>
    </Modal>
  );
}
