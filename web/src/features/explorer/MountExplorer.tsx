/** The mount explorer: browsing needs the admin or an API key with MOUNT_VIEW. */
import { Permission } from '@cloudpaste/contracts';
import { useAuth } from '../../auth/useAuth';
import { Explorer } from './Explorer';
import { LoginNotice } from './LoginNotice';

export function MountExplorer() {
  const auth = useAuth();
  if (!auth.can(Permission.MOUNT_VIEW)) return <LoginNotice authType={auth.authType} />;
  return <Explorer />;
}
