/** The encryption password of an encrypted file share: checked in this browser, never sent. */
import { SharePasswordPrompt } from '../../../components/SharePasswordPrompt';

export interface SealedFilePasswordProps {
  isSubmitting: boolean;
  wrong: boolean;
  onSubmit: (password: string) => void;
}

export function SealedFilePassword({ isSubmitting, wrong, onSubmit }: SealedFilePasswordProps) {
  return (
    <SharePasswordPrompt
      idPrefix="file-e2ee"
      namespace="e2ee"
      isSubmitting={isSubmitting}
      problem={wrong ? 'wrong' : undefined}
      onSubmit={onSubmit}
    />
  );
}
