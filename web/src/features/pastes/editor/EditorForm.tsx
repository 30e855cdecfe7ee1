/** The whole editing form (editor, share options, save area), shared by create and edit mode. */
import type { AuthType, PasteRecord } from '@cloudpaste/contracts';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isCommandKey } from '../../../lib/commandShortcut';
import { EditorPane } from './EditorPane';
import { SAVE_KEY, SaveBar } from './SaveBar';
import { ShareOptions } from './ShareOptions';
import type { EditorForm as EditorFormState } from './useEditorForm';

export interface EditorFormProps {
  form: EditorFormState;
  /** Edit mode: the share being edited. */
  record?: PasteRecord;
  canSave: boolean;
  authType: AuthType;
  isSaving: boolean;
  /** Resolves once the save has finished, successfully or not. */
  onSubmit: () => Promise<void>;
  draftNote?: string;
  onClear?: () => void;
  onCancel?: () => void;
}

export function EditorForm(props: EditorFormProps) {
  const { form, record, canSave, authType, isSaving, onSubmit, draftNote, onClear, onCancel } =
    props;
  const { values, setField, errors } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const { t } = useTranslation('editor');
  // Files pasted into the text still uploading: saving now would save their placeholders.
  const [isUploading, setUploading] = useState(false);
  const [waitedForUploads, setWaitedForUploads] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSave || isSaving) return;
    setWaitedForUploads(isUploading);
    if (isUploading) return;
    await onSubmit();
    // Take keyboard users to the first field that needs fixing, once its error has rendered.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  }

  /** Ctrl/⌘+Enter in any field saves, as the Save button's title says. */
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.nativeEvent.isComposing || !isCommandKey(event, SAVE_KEY)) return;
    // Dialogs opened from the form (file import) are portals: their keys bubble here in React.
    if (!formRef.current?.contains(event.target as Node)) return;
    event.preventDefault();
    formRef.current.requestSubmit();
  }

  return (
    <form ref={formRef} onSubmit={submit} onKeyDown={onKeyDown} noValidate className="space-y-4">
      <EditorPane
        content={values.content}
        format={values.format}
        onContent={(content) => setField('content', content)}
        onFormat={(format) => setField('format', format)}
        contentError={errors.content}
        draftNote={draftNote}
        onClear={onClear}
        onUploading={setUploading}
      />
      <ShareOptions form={form} record={record} />
      <SaveBar
        isEdit={Boolean(record)}
        canSave={canSave}
        authType={authType}
        isSaving={isSaving}
        error={isUploading && waitedForUploads ? t('save.waitForUploads') : errors.form}
        onCancel={onCancel}
      />
    </form>
  );
}
