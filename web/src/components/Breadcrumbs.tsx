/** Where the user is in a hierarchy: every level above is a link, the current one is marked. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { focusRing } from './classes';

export interface Crumb {
  label: string;
  /** Where the level leads; without it (or onSelect) the level is shown but cannot be opened. */
  to?: string;
  /** Opens the level in place (a dialog's trail) instead of navigating. */
  onSelect?: () => void;
  icon?: ReactNode;
}

export interface BreadcrumbsProps {
  /** Accessible name of the trail, e.g. "Current folder". */
  label: string;
  items: Crumb[];
}

export function Breadcrumbs({ label, items }: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className="min-w-0">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-sm">
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          const content = (
            <>
              {item.icon}
              <span className="truncate">{item.label}</span>
            </>
          );
          const base = 'inline-flex max-w-[16rem] items-center gap-1.5 rounded px-1.5 py-0.5';
          const linkClass = `${base} text-blue-700 hover:bg-blue-50 hover:underline dark:text-blue-300 dark:hover:bg-gray-800 ${focusRing}`;
          return (
            <li key={`${index}-${item.label}`} className="flex min-w-0 items-center gap-1">
              {index > 0 && (
                <span aria-hidden="true" className="text-gray-400 dark:text-gray-500">
                  /
                </span>
              )}
              {isCurrent ? (
                <span
                  aria-current="page"
                  className={`${base} font-semibold text-gray-900 dark:text-gray-100`}
                >
                  {content}
                </span>
              ) : item.onSelect ? (
                <button type="button" onClick={item.onSelect} className={linkClass}>
                  {content}
                </button>
              ) : item.to !== undefined ? (
                <Link to={item.to} className={linkClass}>
                  {content}
                </Link>
              ) : (
                <span className={`${base} text-gray-500 dark:text-gray-400`}>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export default Breadcrumbs;
