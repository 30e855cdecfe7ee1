/** The whole editing form (editor, share options, save area), shared by create and edit mode. */
import type { AuthType, PasteRecord } from '@cloudpaste/contracts';
import { useRef, type FormEvent } from 'react';
import { EditorPane } from './EditorPane';
import { SaveBar } from './SaveBar';
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

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSave || isSaving) return;
    await onSubmit();
    // Take keyboard users to the first field that needs fixing, once its error has rendered.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
      <EditorPane
        content={values.content}
        format={values.format}
        onContent={(content) => setField('content', content)}
        onFormat={(format) => setField('format', format)}
        contentError={errors.content}
        draftNote={draftNote}
        onClear={onClear}
      />
      <ShareOptions form={form} record={record} />
      <SaveBar
        isEdit={Boolean(record)}
        canSave={canSave}
        authType={authType}
        isSaving={isSaving}
        error={errors.form}
        onCancel={onCancel}
      />
    </form>
  );
}
