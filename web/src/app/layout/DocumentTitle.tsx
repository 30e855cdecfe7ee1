/** Sets document.title to '{page} - CloudPaste' from the matched route, in the current language. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAuth } from '../../auth/useAuth';
import { useRouteHandles } from '../router/RouterView';
import { resolveTitleKey } from '../title';

export function DocumentTitle() {
  const { t } = useTranslation('common');
  const handles = useRouteHandles();
  const { pathname } = useLocation();
  const { isAuthenticated } = useAuth();
  const key = resolveTitleKey(pathname, handles, isAuthenticated);
  const title = t('titles.format', { page: t(key) });

  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
