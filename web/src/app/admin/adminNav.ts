/** Admin sidebar entries (every settings page in one group, storage under one name), and which a user may see. */
import { canOpenAdminPage, type AdminPage, type GuardUser } from '../guards/routeGuard';

export interface AdminNavLink {
  page: AdminPage;
  labelKey: string;
}

export type AdminNavEntry = AdminNavLink | { groupKey: string; items: AdminNavLink[] };

export const ADMIN_NAV: readonly AdminNavEntry[] = [
  { page: '', labelKey: 'sidebar.dashboard' },
  { page: 'text-management', labelKey: 'sidebar.textManagement' },
  { page: 'file-management', labelKey: 'sidebar.fileManagement' },
  { page: 'file-requests', labelKey: 'sidebar.fileRequests' },
  { page: 'storage-config', labelKey: 'sidebar.storageConfig' },
  { page: 'mount-management', labelKey: 'sidebar.mountManagement' },
  { page: 'key-management', labelKey: 'sidebar.keyManagement' },
  { page: 'users', labelKey: 'sidebar.users' },
  { page: 'audit-log', labelKey: 'sidebar.auditLog' },
  { page: 'my-activity', labelKey: 'sidebar.myActivity' },
  {
    groupKey: 'sidebar.systemSettings',
    items: [
      { page: 'settings/global', labelKey: 'sidebar.globalSettings' },
      { page: 'settings/preview', labelKey: 'sidebar.previewSettings' },
      { page: 'settings/webdav', labelKey: 'sidebar.webdavSettings' },
      { page: 'settings/backup', labelKey: 'sidebar.backup' },
    ],
  },
  { page: 'account', labelKey: 'sidebar.accountManagement' },
];

/** Only the pages the user may open; a group with nothing left is dropped. */
export function visibleAdminNav(user: GuardUser): AdminNavEntry[] {
  return ADMIN_NAV.flatMap((entry): AdminNavEntry[] => {
    if ('page' in entry) return canOpenAdminPage(entry.page, user) ? [entry] : [];
    const items = entry.items.filter((item) => canOpenAdminPage(item.page, user));
    return items.length > 0 ? [{ ...entry, items }] : [];
  });
}
