/** The bar above the editor: mode switch, write/preview tabs (narrow screens), import and clear. */
import type { PasteFormat } from '@cloudpaste/contracts';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { focusRing } from '../../../components/classes';
import { FormatToggle } from './FormatToggle';
import { ToolbarIcon } from './ToolbarIcon';

export type EditorView = 'write' | 'preview';

export interface EditorHeaderProps {
  format: PasteFormat;
  onFormat: (format: PasteFormat) => void;
  view: EditorView;
  onView: (view: EditorView) => void;
  /** Ids of the two panes, for the tabs' aria-controls. */
  paneIds: Record<EditorView, string>;
  onFile: (file: File) => void;
  isReading: boolean;
  /** Absent in edit mode, which keeps no draft to clear. */
  onClear?: () => void;
}

export function EditorHeader(props: EditorHeaderProps) {
  const { format, onFormat, view, onView, paneIds, onFile, isReading, onClear } = props;
  const { t } = useTranslation('editor');
  const inputRef = useRef<HTMLInputElement>(null);

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Reset so choosing the same file again still fires a change.
    event.target.value = '';
    if (file) onFile(file);
  }

  const tab = (name: EditorView) => (
    <button
      type="button"
      role="tab"
      aria-selected={view === name}
      aria-controls={paneIds[name]}
      onClick={() => onView(name)}
      className={`border-b-2 px-3 py-1.5 text-sm font-medium ${focusRing} ${
        view === name
          ? 'border-blue-600 text-blue-700 dark:border-blue-400 dark:text-blue-300'
          : 'border-transparent text-gray-600 hover:text-gray-900 dark:text-gray-400 dark:hover:text-gray-100'
      }`}
    >
      {t(`view.${name}`)}
    </button>
  );

  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <FormatToggle value={format} onChange={onFormat} />
        {format === 'markdown' && (
          <div role="tablist" aria-label={t('view.label')} className="flex lg:hidden">
            {tab('write')}
            {tab('preview')}
          </div>
        )}
      </div>
      <div className="flex items-center gap-2">
        <input
          ref={inputRef}
          type="file"
          name="import"
          data-testid="editor-file-input"
          aria-label={t('import.button')}
          tabIndex={-1}
          className="sr-only"
          onChange={onPick}
        />
        <Button
          variant="secondary"
          size="sm"
          loading={isReading}
          onClick={() => inputRef.current?.click()}
        >
          {!isReading && <ToolbarIcon name="upload" />}
          {t('import.button')}
        </Button>
        {onClear && (
          <Button variant="ghost" size="sm" onClick={onClear} data-testid="editor-clear">
            {t('clear.button')}
          </Button>
        )}
      </div>
    </div>
  );
}
