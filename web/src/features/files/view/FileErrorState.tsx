/** Why a file share cannot be shown, with retry where it may help. */
import { useTranslation } from 'react-i18next';
import { ErrorWithWayHome } from '../../../components/ErrorWithWayHome';
import type { FileErrorKey } from './fileViewState';

export interface FileErrorStateProps {
  error: FileErrorKey | 'missingSlug';
  message?: string;
  onRetry?: () => void;
}

export function FileErrorState({ error, message, onRetry }: FileErrorStateProps) {
  const { t } = useTranslation('fileView');
  const texts = {
    unauthorized: { title: t('errors.unauthorizedTitle'), description: t('errors.unauthorized') },
    forbidden: { title: t('errors.forbiddenTitle'), description: t('errors.forbidden') },
    expired: { title: t('errors.expiredTitle'), description: t('errors.expired') },
    usedUp: { title: t('errors.usedUpTitle'), description: t('errors.usedUp') },
    notFound: { title: t('errors.notFoundTitle'), description: t('errors.notFound') },
    unavailable: {
      title: t('errors.unavailableTitle'),
      description: t('errors.unavailable'),
    },
    network: { title: t('errors.loadFailedTitle'), description: t('errors.network') },
    serverError: {
      title: t('errors.loadFailedTitle'),
      description: message ? t('errors.serverErrorWith', { message }) : t('errors.serverError'),
    },
    missingSlug: { title: t('errors.notFoundTitle'), description: t('errors.missingSlug') },
  }[error];
  const canRetry = error === 'network' || error === 'serverError';
  return (
    <div data-testid="file-error" data-error={error} role="alert" className="mx-auto max-w-xl">
      <ErrorWithWayHome
        title={texts.title}
        description={texts.description}
        onRetry={canRetry ? onRetry : undefined}
      />
    </div>
  );
}
