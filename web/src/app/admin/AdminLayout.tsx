/** Admin area frame: sidebar beside the admin page, or the login page for visitors. */
import { Outlet } from 'react-router';
import { useAuth } from '../../auth/useAuth';
import { LoginPanel } from '../../features/auth/LoginPanel';
import { AdminSidebar } from './AdminSidebar';

export function AdminLayout() {
  const { isAuthenticated } = useAuth();
  // No redirect: the URL is kept so that after logging in the guard routes to the right page.
  if (!isAuthenticated) return <LoginPanel />;
  return (
    <div className="flex flex-col gap-6 md:flex-row">
      <AdminSidebar />
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
