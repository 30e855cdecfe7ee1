/**
 * The environment switcher: for the admin, when the URL has `?showEnvSwitcher`, a
 * small panel choosing where the API lives, the same origin or a custom http(s) URL. The choice
 * is saved in browser storage (api/baseUrl.ts reads it) and the page reloads to use it.
 */
import { useLocation } from 'react-router';
import { useAuth } from '../../auth/useAuth';
import { lazyPart } from '../../components/lazyPart';

/** Few ever open it: its code loads when it is first shown. */
const EnvSwitcherPanel = lazyPart(() =>
  import('./EnvSwitcherPanel').then((module) => module.EnvSwitcherPanel),
);

export const ENV_SWITCHER_PARAM = 'showEnvSwitcher';

export interface EnvSwitcherProps {
  /** Applies a saved choice; the page reloads, so every request and query uses the new base. */
  reload?: () => void;
}

export function EnvSwitcher({ reload = () => window.location.reload() }: EnvSwitcherProps) {
  const { isAdmin } = useAuth();
  const { search } = useLocation();
  if (!isAdmin || !new URLSearchParams(search).has(ENV_SWITCHER_PARAM)) return null;
  return <EnvSwitcherPanel reload={reload} />;
}
