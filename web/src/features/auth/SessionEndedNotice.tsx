/** Tells a user landing on the login page that the server ended their session, and why. */
import { useTranslation } from 'react-i18next';
import { useSessionEnded } from '../../auth/useSessionEnded';

export function SessionEndedNotice() {
  const { t } = useTranslation('errors');
  const expired = useSessionEnded();
  if (!expired) return null;
  return (
    <p
      role="status"
      className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800 dark:bg-amber-950 dark:text-amber-200"
    >
      {expired === 'admin' ? t('http.adminSessionExpired') : t('http.apiKeyInvalid')}
    </p>
  );
}
