/**
 * A form in a dialog: the form-level error on top, Cancel and Submit in the footer. While it saves
 * the dialog cannot be closed, so the outcome is not hidden from the user.
 */
import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from './Button';
import { FormAlert } from './FormAlert';
import { Modal } from './Modal';

export interface FormDialogProps {
  open?: boolean;
  title: string;
  saving: boolean;
  onClose: () => void;
  /** Called on submit; the browser's own submission is already prevented. */
  onSubmit: () => void;
  cancelLabel: string;
  submitLabel: string;
  submitTestId?: string;
  /** An error about the whole form rather than one field. */
  formError?: string;
  children: ReactNode;
}

export function FormDialog({
  open = true,
  title,
  saving,
  onClose,
  onSubmit,
  cancelLabel,
  submitLabel,
  submitTestId,
  formError,
  children,
}: FormDialogProps) {
  const formId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <Modal
      open={open}
      onClose={saving ? () => {} : onClose}
      size="lg"
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} loading={saving} data-testid={submitTestId}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        <FormAlert message={formError} />
        {children}
      </form>
    </Modal>
  );
}
