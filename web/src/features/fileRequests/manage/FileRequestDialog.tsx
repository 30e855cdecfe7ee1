/**
 * Create or change a file request: its folder (when new), words, limits, password and webhook;
 * a saved webhook's signing secret is shown and rotated here (WebhookSecret).
 */
import type { FileRequest } from '@cloudpaste/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/Checkbox';
import { FormDialog } from '../../../components/FormDialog';
import { SelectField } from '../../../components/SelectField';
import { TextArea } from '../../../components/TextArea';
import { TextField } from '../../../components/TextField';
import { useSaveFileRequest } from '../api';
import { WebhookSecret } from './WebhookSecret';
import { formOf, inputOf, type FormProblem, type RequestForm } from './requestForm';

export function FileRequestDialog({
  request,
  onClose,
  onSaved,
}: {
  /** The request to change; null makes a new one. */
  request: FileRequest | null;
  onClose: () => void;
  onSaved: (saved: FileRequest) => void;
}) {
  const { t } = useTranslation('fileRequest');
  const save = useSaveFileRequest();
  const [form, setForm] = useState<RequestForm>(() => formOf(request, '/'));
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const set = (change: Partial<RequestForm>) => setForm((current) => ({ ...current, ...change }));
  const text = (field: keyof RequestForm) => ({
    value: form[field] as string,
    onChange: (event: { target: { value: string } }) => set({ [field]: event.target.value }),
    error: problem === field ? t('form.notNumber') : undefined,
  });

  function submit() {
    const input = inputOf(form);
    if (typeof input === 'string') return setProblem(input);
    setProblem(null);
    save.mutate({ id: request?.id, input }, { onSuccess: onSaved });
  }

  return (
    <FormDialog
      title={t(request ? 'form.editTitle' : 'form.createTitle')}
      saving={save.isPending}
      onClose={onClose}
      onSubmit={submit}
      cancelLabel={t('form.cancel')}
      submitLabel={t(request ? 'form.save' : 'form.create')}
      submitTestId="file-request-submit"
      formError={save.error?.message}
    >
      <SelectField
        label={t('form.target')}
        value={form.target}
        disabled={request !== null}
        options={[
          { value: 'folder', label: t('form.targetFolder') },
          { value: 'shares', label: t('form.targetShares') },
        ]}
        onChange={(event) => set({ target: event.target.value as RequestForm['target'] })}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        {form.target === 'folder' && (
          <TextField
            label={t('form.folder')}
            hint={t('form.folderHint')}
            required
            disabled={request !== null}
            data-testid="file-request-folder"
            {...text('path')}
          />
        )}
        <TextField
          label={t('form.title')}
          required
          maxLength={200}
          data-testid="file-request-title"
          {...text('title')}
        />
      </div>
      <TextArea label={t('form.note')} rows={3} maxLength={5000} {...text('note')} />
      <Checkbox
        label={t('form.markdown')}
        checked={form.markdown}
        onChange={(event) => set({ markdown: event.target.checked })}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('form.maxFile')}
          inputMode="decimal"
          placeholder={t('form.noLimit')}
          {...text('maxFileMb')}
        />
        <TextField
          label={t('form.maxTotal')}
          inputMode="decimal"
          placeholder={t('form.noLimit')}
          {...text('maxTotalMb')}
        />
        <TextField
          label={t('form.maxFiles')}
          inputMode="numeric"
          placeholder={t('form.noLimit')}
          {...text('maxFiles')}
        />
        <TextField
          label={t('form.expiresIn')}
          hint={t(request ? 'form.expiresKeep' : 'form.expiresHint')}
          inputMode="numeric"
          {...text('expiresIn')}
        />
      </div>
      <TextField
        label={t('form.types')}
        hint={t('form.typesHint')}
        placeholder=".pdf, image/*"
        {...text('types')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t(request?.has_password ? 'form.newPassword' : 'form.password')}
          type="password"
          autoComplete="new-password"
          disabled={form.removePassword}
          {...text('password')}
        />
        <TextField
          label={t('form.webhook')}
          hint={t('form.webhookHint')}
          type="url"
          placeholder="https://"
          {...text('webhook')}
        />
      </div>
      {request?.webhook_url && <WebhookSecret requestId={request.id} />}
      {request?.has_password && (
        <Checkbox
          label={t('form.removePassword')}
          checked={form.removePassword}
          onChange={(event) => set({ removePassword: event.target.checked })}
        />
      )}
      <Checkbox
        label={t('form.enabled')}
        checked={form.enabled}
        onChange={(event) => set({ enabled: event.target.checked })}
      />
    </FormDialog>
  );
}
