/** Toasts when the server ends the session, since the user is suddenly shown the login page. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_EVENTS } from '../../auth/authEvents';
import { useToast } from '../../components/toast/useToast';

export function AuthNotices() {
  const { t } = useTranslation('errors');
  const toast = useToast();
  useEffect(() => {
    const onAdminExpired = () => toast.error(t('http.adminSessionExpired'));
    const onKeyInvalid = () => toast.error(t('http.apiKeyInvalid'));
    window.addEventListener(AUTH_EVENTS.adminTokenExpired, onAdminExpired);
    window.addEventListener(AUTH_EVENTS.apiKeyInvalid, onKeyInvalid);
    return () => {
      window.removeEventListener(AUTH_EVENTS.adminTokenExpired, onAdminExpired);
      window.removeEventListener(AUTH_EVENTS.apiKeyInvalid, onKeyInvalid);
    };
  }, [t, toast]);
  return null;
}
