/** Site header: brand, main navigation (collapsible on small screens), repository link, language and theme. */
import { REPOSITORY_URL } from '@cloudpaste/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { focusRing } from '../../components/classes';
import { Icon } from '../../components/Icon';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NAV_ITEMS } from './navItems';
import { ThemeToggle } from './ThemeToggle';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium ${focusRing} ${
    isActive
      ? 'bg-blue-50 text-blue-700 dark:bg-blue-950 dark:text-blue-300'
      : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white'
  }`;

const iconButton = `rounded-md p-2 text-gray-600 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white ${focusRing}`;

export function Header() {
  const { t } = useTranslation('common');
  const [menuOpen, setMenuOpen] = useState(false);
  const mobileMenuId = useId();

  const links = (onNavigate?: () => void) =>
    NAV_ITEMS.map((item) => (
      <li key={item.to}>
        <NavLink to={item.to} end={item.end} className={linkClass} onClick={onNavigate}>
          {t(item.labelKey)}
        </NavLink>
      </li>
    ));

  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/90 backdrop-blur dark:border-gray-800 dark:bg-gray-950/90">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-4 px-4">
        <Link
          to="/"
          className={`rounded text-lg font-bold text-gray-900 dark:text-white ${focusRing}`}
        >
          {t('appName')}
        </Link>
        <nav aria-label={t('nav.main')} className="hidden md:block">
          <ul className="flex items-center gap-1">{links()}</ul>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <a
            href={REPOSITORY_URL}
            target="_blank"
            rel="noreferrer noopener"
            aria-label={t('nav.repository')}
            title={t('nav.repository')}
            className={iconButton}
          >
            <Icon name="github" />
          </a>
          <LanguageSwitcher />
          <ThemeToggle />
          <button
            type="button"
            className={`md:hidden ${iconButton}`}
            aria-expanded={menuOpen}
            aria-controls={mobileMenuId}
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} />
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav
          id={mobileMenuId}
          aria-label={t('nav.main')}
          className="border-t border-gray-200 px-4 py-2 md:hidden dark:border-gray-800"
        >
          <ul className="flex flex-col gap-1">{links(() => setMenuOpen(false))}</ul>
        </nav>
      )}
    </header>
  );
}
