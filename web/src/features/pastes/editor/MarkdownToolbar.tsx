/**
 * The Markdown formatting toolbar: groups of buttons (edits, history, tables, search), each named
 * with its shortcut in its title, and the code block's language picker. Arrow keys move between
 * the buttons, as in any toolbar; Tab goes through them in order.
 */
import { Fragment, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '../../../components/classes';
import type { SurfaceCommand } from './editorSurface';
import { ACTION_SHORTCUTS, type MarkdownAction, type Shortcut } from './markdownActions';
import { shortcutLabel } from './shortcutLabel';
import type { TableEdit } from './tableEdits';
import { ToolbarIcon } from './ToolbarIcon';

export type ToolbarItem =
  | { kind: 'action'; id: MarkdownAction }
  | { kind: 'table'; id: TableEdit }
  | { kind: 'command'; id: SurfaceCommand };

const act = (...ids: MarkdownAction[]) => ids.map((id): ToolbarItem => ({ kind: 'action', id }));
const GROUPS: ToolbarItem[][] = [
  [
    { kind: 'command', id: 'undo' },
    { kind: 'command', id: 'redo' },
  ],
  act('heading1', 'heading', 'heading3'),
  act('bold', 'italic', 'strike', 'code'),
  act('quote', 'list', 'orderedList', 'taskList', 'indent', 'outdent'),
  act('link', 'image', 'codeBlock'),
  act('mathInline', 'mathBlock', 'diagram', 'rule', 'table'),
  (['addRow', 'removeRow', 'addColumn', 'removeColumn', 'align'] as const).map(
    (id): ToolbarItem => ({ kind: 'table', id }),
  ),
  [{ kind: 'command', id: 'search' }],
];

const COMMAND_SHORTCUTS: Record<SurfaceCommand, Shortcut> = {
  undo: { key: 'z' },
  redo: { key: 'y' },
  search: { key: 'f' },
};

/** Languages offered for a code block; any other can be typed after the fence. */
export const CODE_LANGUAGES = [
  'bash',
  'c',
  'cpp',
  'css',
  'diff',
  'go',
  'html',
  'java',
  'javascript',
  'json',
  'python',
  'rust',
  'sql',
  'typescript',
  'yaml',
];

export interface MarkdownToolbarProps {
  onItem: (item: ToolbarItem) => void;
  onCodeBlock: (language: string) => void;
  disabled?: boolean;
  /** Whether the caret is in a table: the table buttons say they wait for one otherwise. */
  inTable?: boolean;
}

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button'));
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index === -1) return;
  event.preventDefault();
  const step = event.key === 'ArrowRight' ? 1 : -1;
  buttons[(index + step + buttons.length) % buttons.length]?.focus();
}

function shortcutOf(item: ToolbarItem): Shortcut | undefined {
  if (item.kind === 'action') return ACTION_SHORTCUTS[item.id];
  return item.kind === 'command' ? COMMAND_SHORTCUTS[item.id] : undefined;
}

export function MarkdownToolbar(props: MarkdownToolbarProps) {
  const { onItem, onCodeBlock, disabled, inTable = false } = props;
  const { t } = useTranslation('editor');
  const button = (item: ToolbarItem) => {
    const label = t(`toolbar.actions.${item.id}`);
    const key = shortcutOf(item);
    const shortcut = key ? shortcutLabel(key) : undefined;
    // Still focusable (a keyboard user learns why from the title), but it does nothing.
    const waitsForTable = item.kind === 'table' && !inTable;
    const title = waitsForTable
      ? t('toolbar.outsideTable', { label })
      : shortcut
        ? t('toolbar.withShortcut', { label, shortcut: shortcut.label })
        : label;
    return (
      <button
        key={item.id}
        type="button"
        aria-label={label}
        aria-keyshortcuts={shortcut?.aria}
        aria-disabled={waitsForTable || undefined}
        title={title}
        disabled={disabled}
        data-testid={`toolbar-${item.id}`}
        // Keep the focus (and so the selection) in the editor while clicking.
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => !waitsForTable && onItem(item)}
        className={`rounded p-1.5 text-gray-600 hover:bg-gray-100 hover:text-gray-900 disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white ${focusRing}`}
      >
        <ToolbarIcon name={item.id} />
      </button>
    );
  };
  return (
    <div
      role="toolbar"
      aria-label={t('toolbar.label')}
      onKeyDown={moveFocus}
      className="flex flex-wrap items-center gap-0.5"
    >
      {GROUPS.map((group, i) => (
        <Fragment key={group[0]!.id}>
          {i > 0 && (
            <span aria-hidden="true" className="mx-0.5 h-5 w-px bg-gray-200 dark:bg-gray-700" />
          )}
          {group.map(button)}
          {group.some((item) => item.id === 'codeBlock') && (
            <select
              aria-label={t('toolbar.codeLanguage')}
              title={t('toolbar.codeLanguage')}
              data-testid="toolbar-code-language"
              value=""
              disabled={disabled}
              onChange={(e) => onCodeBlock(e.target.value)}
              className={`max-w-[6.5rem] rounded border border-gray-300 bg-transparent px-1 py-0.5 text-xs text-gray-700 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-200 ${focusRing}`}
            >
              <option value="" disabled>
                {t('toolbar.codeLanguagePick')}
              </option>
              {CODE_LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {language}
                </option>
              ))}
            </select>
          )}
        </Fragment>
      ))}
    </div>
  );
}
