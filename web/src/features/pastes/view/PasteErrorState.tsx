/** Why a share cannot be shown (not found, expired or used up, other failure), with a way home. */
import { useTranslation } from 'react-i18next';
import { ErrorWithWayHome } from '../../../components/ErrorWithWayHome';
import type { ErrorReason } from './viewState';

export interface PasteErrorStateProps {
  reason: ErrorReason;
  message?: string;
  isRateLimited?: boolean;
  onRetry?: () => void;
}

export function PasteErrorState({ reason, message, isRateLimited, onRetry }: PasteErrorStateProps) {
  const { t } = useTranslation('pasteView');
  const texts = {
    'not-found': { title: t('errors.notFoundTitle'), description: t('errors.notFound') },
    gone: { title: t('errors.goneTitle'), description: t('errors.gone') },
    error: {
      title: t('errors.failedTitle'),
      description: isRateLimited ? t('errors.tooMany') : message || t('errors.failed'),
    },
  }[reason];
  return (
    <div data-testid="paste-error" data-reason={reason} role="alert" className="mx-auto max-w-xl">
      <ErrorWithWayHome
        title={texts.title}
        description={texts.description}
        onRetry={reason === 'error' ? onRetry : undefined}
      />
    </div>
  );
}
