/** The encryption password of an encrypted file share: checked in this browser, never sent. */
import { useTranslation } from 'react-i18next';
import { SharePasswordPrompt } from '../../../components/SharePasswordPrompt';

export interface SealedFilePasswordProps {
  isSubmitting: boolean;
  wrong: boolean;
  onSubmit: (password: string) => void;
}

export function SealedFilePassword({ isSubmitting, wrong, onSubmit }: SealedFilePasswordProps) {
  const { t } = useTranslation('e2ee');
  return (
    <SharePasswordPrompt
      idPrefix="file-e2ee"
      texts={{
        title: t('password.title'),
        description: t('password.description'),
        submit: t('password.submit'),
        label: t('password.label'),
        wrong: t('password.wrong'),
        tooMany: t('password.tooMany'),
        failed: t('password.failed'),
      }}
      isSubmitting={isSubmitting}
      problem={wrong ? 'wrong' : undefined}
      onSubmit={onSubmit}
    />
  );
}
