/** Edit-key dialog: same form minus the key itself; expiry is only sent when the admin changes it. */
import type { ApiKey } from '@cloudpaste/contracts';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/useToast';
import { useUpdateApiKey } from '../api';
import { errorText } from '../common/format';
import { useFormState } from '../common/useFormState';
import { keyFormFromApiKey, validateUpdateKey, type KeyField, type KeyFormValues } from './keyForm';
import { KeyFormModal } from './KeyFormModal';

export interface EditKeyDialogProps {
  apiKey: ApiKey;
  onClose: () => void;
}

export function EditKeyDialog({ apiKey, onClose }: EditKeyDialogProps) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const form = useFormState<KeyFormValues, KeyField>(() => keyFormFromApiKey(apiKey));
  const update = useUpdateApiKey();

  function submit() {
    const result = validateUpdateKey(form.values, new Date());
    if (!result.ok) return form.showErrors(result.errors);
    update.mutate(
      { id: apiKey.id, body: result.payload },
      {
        onSuccess: (saved) => {
          toast.success(t('keys.edit.saved', { name: saved.name }));
          onClose();
        },
        onError: (error) => form.showError('form', errorText(error, t('common.saveFailed'))),
      },
    );
  }

  return (
    <KeyFormModal
      mode="edit"
      open
      values={form.values}
      errors={form.errors}
      setField={form.setField}
      onSubmit={submit}
      onClose={onClose}
      saving={update.isPending}
      currentExpiry={apiKey.expires_at}
    />
  );
}
