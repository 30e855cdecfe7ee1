/**
 * A name for a new folder or a renamed entry, checked before it is sent (nameRules); the server's
 * refusal (taken, not allowed) is shown in the dialog, which stays open to try another name.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { TextField } from '../../../components/TextField';
import { nameProblem } from './nameRules';

export interface NameDialogProps {
  title: string;
  submitLabel: string;
  initial?: string;
  saving: boolean;
  /** The server's message for the last attempt. */
  serverError?: string;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/** The part of a file name before its extension, selected first so typing keeps the type. */
const baseLength = (name: string) =>
  name.lastIndexOf('.') > 0 ? name.lastIndexOf('.') : name.length;

export function NameDialog({
  title,
  submitLabel,
  initial = '',
  saving,
  serverError,
  onSubmit,
  onClose,
}: NameDialogProps) {
  const { t } = useTranslation('explorer');
  const [name, setName] = useState(initial);
  const [problem, setProblem] = useState<string | undefined>();
  const messages = { empty: t('names.empty'), slash: t('names.slash'), dots: t('names.dots') };

  function submit() {
    const found = nameProblem(name);
    setProblem(found ? messages[found] : undefined);
    if (!found) onSubmit(name.trim());
  }

  return (
    <FormDialog
      title={title}
      saving={saving}
      onClose={onClose}
      onSubmit={submit}
      cancelLabel={t('dialogs.cancel')}
      submitLabel={submitLabel}
      submitTestId="name-dialog-submit"
      formError={serverError}
    >
      <TextField
        label={t('names.label')}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setProblem(undefined);
        }}
        onFocus={(event) => event.target.setSelectionRange(0, baseLength(name))}
        error={problem}
        autoComplete="off"
        spellCheck={false}
        data-testid="name-dialog-input"
      />
    </FormDialog>
  );
}
