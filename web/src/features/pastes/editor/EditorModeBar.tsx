/** The editor's mode switch (source, split with preview, instant render) and line-number toggle. */
import { useTranslation } from 'react-i18next';
import { focusRing } from '../../../components/classes';
import { EDITOR_MODES, type EditorMode } from './editorPrefs';

export interface EditorModeBarProps {
  /** Absent for plain text, which has one mode. */
  mode?: EditorMode;
  onMode: (mode: EditorMode) => void;
  lineNumbers: boolean;
  onLineNumbers: (on: boolean) => void;
  /** Absent for plain text, which has no headings. */
  outline?: boolean;
  onOutline: (on: boolean) => void;
  fullscreen: boolean;
  onFullscreen: (on: boolean) => void;
}

const pill = (on: boolean) =>
  `rounded px-2 py-0.5 text-xs font-medium ${focusRing} ${
    on
      ? 'bg-gray-200 text-gray-900 dark:bg-gray-700 dark:text-white'
      : 'text-gray-600 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800'
  }`;

export function EditorModeBar(props: EditorModeBarProps) {
  const { mode, onMode, lineNumbers, onLineNumbers, outline, onOutline, fullscreen } = props;
  const { t } = useTranslation('editor');
  return (
    <div className="flex flex-wrap items-center gap-2">
      {mode && (
        <div role="group" aria-label={t('mode.label')} className="flex gap-0.5">
          {EDITOR_MODES.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={mode === name}
              title={t(`mode.${name}Hint`)}
              data-testid={`editor-mode-${name}`}
              onClick={() => onMode(name)}
              className={`${pill(mode === name)} ${name === 'split' ? 'hidden lg:inline-block' : ''}`}
            >
              {t(`mode.${name}`)}
            </button>
          ))}
        </div>
      )}
      <button
        type="button"
        aria-pressed={lineNumbers}
        data-testid="editor-line-numbers"
        onClick={() => onLineNumbers(!lineNumbers)}
        className={pill(lineNumbers)}
      >
        {t('mode.lineNumbers')}
      </button>
      {outline !== undefined && (
        <button
          type="button"
          aria-pressed={outline}
          data-testid="editor-outline-toggle"
          onClick={() => onOutline(!outline)}
          className={pill(outline)}
        >
          {t('mode.outline')}
        </button>
      )}
      <button
        type="button"
        aria-pressed={fullscreen}
        data-testid="editor-fullscreen"
        onClick={() => props.onFullscreen(!fullscreen)}
        className={pill(fullscreen)}
      >
        {t(fullscreen ? 'mode.exitFullscreen' : 'mode.fullscreen')}
      </button>
    </div>
  );
}
