/** Home in create mode: write a share (the draft survives reloads), save it, show its links. */
import { Permission } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../auth/useAuth';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageHeader } from '../../../components/PageHeader';
import { useToast } from '../../../components/toast/useToast';
import { useCreatePaste } from '../api';
import { clearDraft, loadDraft, valuesFromDraft } from './draftStorage';
import { EditorForm } from './EditorForm';
import { defaultValues } from './editorValues';
import { buildCreateBody, savedFromCreated, sealedIfChosen, type SavedShare } from './pasteBodies';
import { describeSaveError } from './saveError';
import { ShareResult } from './ShareResult';
import { useDraftAutosave } from './useDraftAutosave';
import { useEditorForm } from './useEditorForm';

export function CreatePaste() {
  const { t } = useTranslation('editor');
  const auth = useAuth();
  const toast = useToast();
  const [restored] = useState(loadDraft);
  const form = useEditorForm(() => (restored ? valuesFromDraft(restored) : defaultValues()));
  const create = useCreatePaste();
  const [saved, setSaved] = useState<SavedShare | null>(null);
  const [isConfirmingClear, setIsConfirmingClear] = useState(false);
  const draftStatus = useDraftAutosave(form.values, saved === null);

  async function submit() {
    if (!form.validate(false)) return;
    try {
      const { body, sealing } = await sealedIfChosen(
        buildCreateBody(form.values, new Date()),
        form.values,
      );
      const created = await create.mutateAsync(body);
      clearDraft();
      if (created) {
        setSaved(savedFromCreated(created, form.values.password, sealing));
        return;
      }
      // No network: the share waits in the offline queue and is created when it returns.
      toast.info(t('offline.queued'));
      startOver();
    } catch (error) {
      const { field, message } = describeSaveError(error, false, t);
      form.showError(field, message);
    }
  }

  /** A fresh editor that keeps the chosen mode. */
  function startOver() {
    form.reset({ ...defaultValues(), format: form.values.format, encrypt: form.values.encrypt });
    clearDraft();
  }

  const hasContent = form.values.content.trim() !== '';
  const draftNote = !hasContent
    ? undefined
    : draftStatus === 'saved'
      ? t('draft.saved')
      : draftStatus === 'failed'
        ? t('draft.failed')
        : restored
          ? t('draft.restored')
          : undefined;

  return (
    <>
      <PageHeader title={t('page.createTitle')} description={t('page.createDescription')} />
      {saved ? (
        <ShareResult
          share={saved}
          isEdit={false}
          onCreateAnother={() => {
            startOver();
            setSaved(null);
          }}
        />
      ) : (
        <EditorForm
          form={form}
          canSave={auth.can(Permission.TEXT)}
          authType={auth.authType}
          isSaving={create.isPending}
          onSubmit={submit}
          draftNote={draftNote}
          onClear={() => (hasContent ? setIsConfirmingClear(true) : startOver())}
        />
      )}
      <ConfirmDialog
        open={isConfirmingClear}
        title={t('clear.title')}
        message={t('clear.message')}
        confirmLabel={t('clear.confirm')}
        danger
        onConfirm={() => {
          startOver();
          setIsConfirmingClear(false);
        }}
        onCancel={() => setIsConfirmingClear(false)}
      />
    </>
  );
}
