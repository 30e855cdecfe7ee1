/**
 * Why a share cannot be shown (not found; expired, or its views used up, when the server said
 * which; other failure), with a way home.
 */
import { useTranslation } from 'react-i18next';
import { ErrorWithWayHome } from '../../../components/ErrorWithWayHome';
import type { ShareEnd } from '../../../lib/shareEnd';
import type { ErrorReason } from './viewState';

export interface PasteErrorStateProps {
  reason: ErrorReason;
  ended?: ShareEnd;
  message?: string;
  isRateLimited?: boolean;
  onRetry?: () => void;
}

export function PasteErrorState({
  reason,
  ended,
  message,
  isRateLimited,
  onRetry,
}: PasteErrorStateProps) {
  const { t } = useTranslation('pasteView');
  const goneTexts = {
    expired: { title: t('errors.expiredTitle'), description: t('errors.expired') },
    usedUp: { title: t('errors.usedUpTitle'), description: t('errors.usedUp') },
  };
  const texts = {
    'not-found': { title: t('errors.notFoundTitle'), description: t('errors.notFound') },
    gone: ended
      ? goneTexts[ended]
      : { title: t('errors.goneTitle'), description: t('errors.gone') },
    error: {
      title: t('errors.failedTitle'),
      description: isRateLimited ? t('errors.tooMany') : message || t('errors.failed'),
    },
  }[reason];
  return (
    <div
      data-testid="paste-error"
      data-reason={reason}
      data-ended={ended}
      role="alert"
      className="mx-auto max-w-xl"
    >
      <ErrorWithWayHome
        title={texts.title}
        description={texts.description}
        onRetry={reason === 'error' ? onRetry : undefined}
      />
    </div>
  );
}
