/**
 * Admin navigation: the sections the user may open, and logout. On phones the list folds behind a
 * button naming the current section (the header already has the one menu button), so it reads as a
 * section switcher rather than a second menu.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useAuth } from '../../auth/useAuth';
import { Button } from '../../components/Button';
import { focusRing } from '../../components/classes';
import { Icon } from '../../components/Icon';
import { adminPath } from '../guards/routeGuard';
import { visibleAdminNav, type AdminNavLink } from './adminNav';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm ${focusRing} ${
    isActive
      ? 'bg-blue-50 font-medium text-blue-700 dark:bg-blue-950 dark:text-blue-300'
      : 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800'
  }`;

export function AdminSidebar() {
  const { t } = useTranslation('adminNav');
  const { authType, permissions, apiKeyInfo, account, basicPath, isAdmin, logout } = useAuth();
  const [open, setOpen] = useState(false);
  const navId = useId();
  const entries = visibleAdminNav({ authType, permissions, basicPath });

  const { pathname } = useLocation();
  const links = entries.flatMap((entry) => ('page' in entry ? [entry] : entry.items));
  const current = links.find((item) =>
    item.page === ''
      ? pathname.replace(/\/$/, '') === adminPath('')
      : pathname.startsWith(adminPath(item.page)),
  );

  const link = (item: AdminNavLink) => (
    <li key={item.page}>
      <NavLink
        to={adminPath(item.page)}
        end={item.page === ''}
        className={linkClass}
        onClick={() => setOpen(false)}
      >
        {t(item.labelKey)}
      </NavLink>
    </li>
  );

  return (
    <aside
      data-testid="admin-sidebar"
      aria-label={t('sidebar.label')}
      className="w-full shrink-0 rounded-lg border border-gray-200 bg-white p-3 md:w-60 md:self-start dark:border-gray-800 dark:bg-gray-900"
    >
      <p className="truncate px-1 text-xs text-gray-500 dark:text-gray-400">
        {isAdmin
          ? t('sidebar.signedInAsAdmin')
          : account
            ? t('sidebar.signedInAsUser', { name: account.display_name ?? account.username })
            : t('sidebar.signedInAsKey', { name: apiKeyInfo?.name ?? '' })}
      </p>
      <button
        type="button"
        data-testid="admin-section-switcher"
        className={`mt-2 flex w-full items-center justify-between gap-2 rounded-md border border-gray-200 px-3 py-2 text-left text-sm font-medium text-gray-800 hover:bg-gray-100 md:hidden dark:border-gray-700 dark:text-gray-100 dark:hover:bg-gray-800 ${focusRing}`}
        aria-expanded={open}
        aria-controls={navId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="truncate">
          <span className="sr-only">{t('sidebar.toggle')}: </span>
          {current ? t(current.labelKey) : t('sidebar.toggle')}
        </span>
        <Icon
          name="chevronDown"
          className={`h-4 w-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <nav
        id={navId}
        aria-label={t('sidebar.label')}
        className={`${open ? 'block' : 'hidden'} mt-2 md:block`}
      >
        <ul className="flex flex-col gap-0.5">
          {entries.map((entry) =>
            'page' in entry ? (
              link(entry)
            ) : (
              <li key={entry.groupKey} className="mt-2">
                <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-gray-500 dark:text-gray-400">
                  {t(entry.groupKey)}
                </p>
                <ul className="flex flex-col gap-0.5 pl-2">{entry.items.map(link)}</ul>
              </li>
            ),
          )}
        </ul>
      </nav>
      <Button
        variant="ghost"
        size="sm"
        data-testid="logout-button"
        className="mt-3 w-full"
        onClick={() => void logout()}
      >
        <Icon name="logout" className="h-4 w-4" />
        {t('common:actions.logout')}
      </Button>
    </aside>
  );
}
