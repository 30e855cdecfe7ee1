/** Create or edit a mount in a dialog: checks the form, sends it, shows the server's objections in place. */
import type { Mount } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { useToast } from '../../components/toast/useToast';
import { errorText } from '../../lib/errorText';
import { errorStatus, useCreateMount, useStorageOptions, useUpdateMount } from './api';
import { fieldOfServerMessage } from './mountErrors';
import { emptyMountForm, formFromMount, validateMountForm } from './mountForm';
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
  const storages = useStorageOptions();
  const form = useMountForm(() => (mount ? formFromMount(mount) : emptyMountForm()));
  const create = useCreateMount();
  const update = useUpdateMount();
  const saving = create.isPending || update.isPending;

  function submit() {
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
    <FormDialog
      title={mount ? t('form.editTitle', { name: mount.name }) : t('form.createTitle')}
      saving={saving}
      onClose={onClose}
      onSubmit={submit}
      cancelLabel={t('actions.cancel')}
      submitLabel={mount ? t('form.save') : t('form.create')}
      submitTestId="mount-submit"
      formError={form.errors.form}
    >
      <MountFormFields form={form} storages={storages} current={mount} />
    </FormDialog>
  );
}
