/** Edit-key dialog: same form minus the key itself; expiry is only sent when the admin changes it. */
import type { ApiKey } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/useToast';
import { useUpdateApiKey } from '../api';
import { keyFormFromApiKey, validateUpdateKey } from './keyForm';
import { KeyFormModal } from './KeyFormModal';
import { useKeyForm } from './useKeyForm';

export interface EditKeyDialogProps {
  apiKey: ApiKey;
  onClose: () => void;
}

export function EditKeyDialog({ apiKey, onClose }: EditKeyDialogProps) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const form = useKeyForm(() => keyFormFromApiKey(apiKey), validateUpdateKey);
  const update = useUpdateApiKey();

  function submit() {
    const payload = form.validate();
    if (!payload) return;
    update.mutate(
      { id: apiKey.id, body: payload },
      {
        onSuccess: (saved) => {
          toast.success(t('keys.edit.saved', { name: saved.name }));
          onClose();
        },
        onError: form.showSaveError,
      },
    );
  }

  return (
    <KeyFormModal
      mode="edit"
      open
      form={form}
      onSubmit={submit}
      onClose={onClose}
      saving={update.isPending}
      currentExpiry={apiKey.expires_at}
    />
  );
}
