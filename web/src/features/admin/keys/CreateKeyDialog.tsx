/** Create-key dialog: validates with the contracts schema, posts, then hands the new key upward. */
import type { ApiKey } from '@cloudpaste/contracts';
import { useCreateApiKey } from '../api';
import { emptyKeyForm, validateCreateKey } from './keyForm';
import { KeyFormModal } from './KeyFormModal';
import { useKeyForm } from './useKeyForm';

export interface CreateKeyDialogProps {
  onClose: () => void;
  /** Receives the answer carrying the full key, shown only this once. */
  onCreated: (key: ApiKey) => void;
}

/** Mounted only while open, so every opening starts from an empty form. */
export function CreateKeyDialog({ onClose, onCreated }: CreateKeyDialogProps) {
  const form = useKeyForm(emptyKeyForm, validateCreateKey);
  const create = useCreateApiKey();

  function submit() {
    const payload = form.validate();
    if (!payload) return;
    create.mutate(payload, {
      onSuccess: onCreated,
      onError: form.showSaveError,
    });
  }

  return (
    <KeyFormModal
      mode="create"
      open
      form={form}
      onSubmit={submit}
      onClose={onClose}
      saving={create.isPending}
    />
  );
}
