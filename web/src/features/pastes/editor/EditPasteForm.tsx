/** The edit form for a loaded share: sends only what changed where it matters, then shows the links. */
import { Permission, type PasteRecord } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../auth/useAuth';
import { useToast } from '../../../components/toast/useToast';
import { useUpdatePaste } from '../api';
import { EditorForm } from './EditorForm';
import { valuesFromRecord } from './editorValues';
import { buildUpdateBody, savedFromUpdate, type SavedShare } from './pasteBodies';
import { describeSaveError } from './saveError';
import { ShareResult } from './ShareResult';
import { useEditorForm } from './useEditorForm';

/** react-router numbers history entries: idx 0 means this tab opened the editor directly. */
function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) > 0;
}

export function EditPasteForm({ record }: { record: PasteRecord }) {
  const { t } = useTranslation('editor');
  const auth = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useEditorForm(() => valuesFromRecord(record));
  const update = useUpdatePaste();
  const [saved, setSaved] = useState<SavedShare | null>(null);

  async function submit() {
    if (!form.validate(true)) return;
    const body = buildUpdateBody(form.values, record, new Date());
    try {
      const answer = await update.mutateAsync({ id: record.id, body });
      if (answer === null) {
        // No network: the edit waits in the offline queue; the form keeps what was typed.
        toast.info(t('offline.updateQueued'));
        return;
      }
      setSaved(savedFromUpdate(answer?.slug ?? body.newSlug ?? record.slug, body, record));
      // The saved password and expiry are now the share's own: editing again starts from "keep".
      form.reset({ ...form.values, password: '', clearPassword: false, expiry: 'keep' });
    } catch (error) {
      const { field, message } = describeSaveError(error, true, t);
      form.showError(field, message);
    }
  }

  if (saved) {
    return (
      <ShareResult
        share={saved}
        isEdit
        onCreateAnother={() => navigate('/')}
        onKeepEditing={() => setSaved(null)}
      />
    );
  }
  return (
    <EditorForm
      form={form}
      record={record}
      canSave={auth.can(Permission.TEXT)}
      authType={auth.authType}
      isSaving={update.isPending}
      onSubmit={submit}
      onCancel={() => (canGoBack() ? navigate(-1) : navigate('/'))}
    />
  );
}
