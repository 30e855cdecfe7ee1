/** The Markdown formatting toolbar: one button per action, shortcuts named in each button's title. */
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '../../../components/classes';
import { commandShortcut } from '../../../lib/commandShortcut';
import { ACTION_SHORTCUTS, MARKDOWN_ACTIONS, type MarkdownAction } from './markdownActions';
import { ToolbarIcon } from './ToolbarIcon';

export interface MarkdownToolbarProps {
  onAction: (action: MarkdownAction) => void;
  disabled?: boolean;
}

/** Arrow keys move between the buttons, as in any toolbar. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button'));
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index === -1) return;
  event.preventDefault();
  const step = event.key === 'ArrowRight' ? 1 : -1;
  buttons[(index + step + buttons.length) % buttons.length]?.focus();
}

export function MarkdownToolbar({ onAction, disabled }: MarkdownToolbarProps) {
  const { t } = useTranslation('editor');
  return (
    <div
      role="toolbar"
      aria-label={t('toolbar.label')}
      onKeyDown={moveFocus}
      className="flex flex-wrap items-center gap-0.5"
    >
      {MARKDOWN_ACTIONS.map((action) => {
        const label = t(`toolbar.actions.${action}`);
        const key = ACTION_SHORTCUTS[action];
        const shortcut = key ? commandShortcut(key) : undefined;
        return (
          <button
            key={action}
            type="button"
            aria-label={label}
            aria-keyshortcuts={shortcut?.aria}
            title={
              shortcut ? t('toolbar.withShortcut', { label, shortcut: shortcut.label }) : label
            }
            disabled={disabled}
            data-testid={`toolbar-${action}`}
            // Keep the focus (and so the selection) in the textarea while clicking.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onAction(action)}
            className={`rounded p-1.5 text-gray-600 hover:bg-gray-100 hover:text-gray-900 disabled:opacity-50 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white ${focusRing}`}
          >
            <ToolbarIcon name={action} />
          </button>
        );
      })}
    </div>
  );
}
