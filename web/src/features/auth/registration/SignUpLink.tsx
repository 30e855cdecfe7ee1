/** Under the login form: a way to sign up, only while the admin allows it. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRegistrationState } from './api';

export function SignUpLink() {
  const { t } = useTranslation('auth');
  const state = useRegistrationState();
  if (!state.data?.open) return null;
  return (
    <p className="mt-4 text-center text-sm">
      <Link to="/register" className="text-blue-700 hover:underline dark:text-blue-300">
        {t('register.link')}
      </Link>
    </p>
  );
}
