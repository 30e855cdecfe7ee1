/**
 * The outline's list of headings: each a link to its heading (the same #id a heading link has),
 * the one being read marked as the current location.
 */
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutlineEntry } from './outlineOf';

export interface DocumentOutlineProps {
  entries: readonly OutlineEntry[];
  active?: string;
  /** After a jump (the phone menu closes). */
  onJump?: () => void;
}

/** Scrolls to the heading, moves the keyboard focus there and puts its #id in the address. */
export function jumpToHeading(id: string): void {
  const heading = document.getElementById(id);
  if (!heading) return;
  heading.scrollIntoView({ block: 'start' });
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  history.replaceState(history.state, '', `#${id}`);
}

export function DocumentOutline({ entries, active, onJump }: DocumentOutlineProps) {
  const { t } = useTranslation('markdown');
  const top = Math.min(...entries.map((entry) => entry.depth));
  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    jumpToHeading(id);
    onJump?.();
  };
  return (
    <nav aria-label={t('outline.label')} data-testid="document-outline">
      <ol className="space-y-0.5 text-sm">
        {entries.map((entry) => {
          const isActive = entry.id === active;
          return (
            <li key={entry.id} style={{ paddingInlineStart: `${(entry.depth - top) * 0.75}rem` }}>
              <a
                href={`#${entry.id}`}
                aria-current={isActive ? 'location' : undefined}
                onClick={(event) => onClick(event, entry.id)}
                className={`block truncate rounded border-s-2 px-2 py-1 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none ${
                  isActive
                    ? 'border-blue-600 bg-blue-50 font-medium text-blue-700 dark:border-blue-400 dark:bg-blue-950 dark:text-blue-300'
                    : 'border-transparent text-gray-600 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-400 dark:hover:bg-gray-800 dark:hover:text-gray-100'
                }`}
                title={entry.text}
              >
                {entry.text || t('outline.untitled')}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
