/**
 * Confirms a destructive action, runs it, then reports the outcome by toast and closes either way
 * (deleting a mount or a storage configuration).
 */
import type { ReactNode } from 'react';
import { errorText } from '../lib/errorText';
import { ConfirmDialog } from './ConfirmDialog';
import { useToast } from './toast/useToast';

export interface ToastConfirmDialogProps {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  isRunning: boolean;
  /** Keeps the confirm button off (the action is known to be refused, or not yet known to be allowed). */
  confirmDisabled?: boolean;
  /** Starts the action; it calls back with its outcome (a mutation's own callbacks fit). */
  run: (outcome: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  doneMessage: string;
  /** Shown when the failure carries no message of its own. */
  failedMessage: string;
  onClose: () => void;
}

export function ToastConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  isRunning,
  confirmDisabled,
  run,
  doneMessage,
  failedMessage,
  onClose,
}: ToastConfirmDialogProps) {
  const toast = useToast();

  function confirm() {
    run({
      onSuccess: () => {
        toast.success(doneMessage);
        onClose();
      },
      onError: (error) => {
        toast.error(errorText(error, failedMessage));
        onClose();
      },
    });
  }

  return (
    <ConfirmDialog
      open
      danger
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      loading={isRunning}
      confirmDisabled={confirmDisabled}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
