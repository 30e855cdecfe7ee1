/** Applies resolveGuard to the current location, re-judging whenever the session changes. */
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../../auth/useAuth';
import { useToast } from '../../components/toast/useToast';
import { resolveGuard } from './routeGuard';

function BasicPathRedirect({ to, basicPath }: { to: string; basicPath: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  useEffect(() => {
    toast.info(t('guard.basicPathRestricted', { path: basicPath }));
  }, [toast, t, basicPath]);
  return <Navigate to={to} replace />;
}

export function RouteGuard({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const { authType, permissions, basicPath } = useAuth();
  const decision = resolveGuard(pathname, { authType, permissions, basicPath });
  if (decision.type === 'allow') return children;
  if (decision.basicPath)
    return <BasicPathRedirect to={decision.to} basicPath={decision.basicPath} />;
  return <Navigate to={decision.to} replace />;
}
