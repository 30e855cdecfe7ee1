/** The editor's mode switch (source, split with preview, instant render) and line-number toggle. */
import { useTranslation } from 'react-i18next';
import { focusRing } from '../../../components/classes';
import { EDITOR_MODES, type EditorMode } from './editorPrefs';
import { LARGE_DOCUMENT_CHARS } from './largeDocument';

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
  /** A large document (largeDocument.ts): instant render pauses and shows the source. */
  livePaused?: boolean;
}

const pill = (on: boolean) =>
  `rounded px-2 py-0.5 text-xs font-medium ${focusRing} ${
    on
      ? 'bg-gray-200 text-gray-900 dark:bg-gray-700 dark:text-white'
      : 'text-gray-600 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800'
  }`;

export function EditorModeBar(props: EditorModeBarProps) {
  const { mode, onMode, lineNumbers, onLineNumbers, outline, onOutline, fullscreen } = props;
  const { t, i18n } = useTranslation('editor');
  const pausedNote = t('mode.livePaused', {
    chars: LARGE_DOCUMENT_CHARS.toLocaleString(i18n.language),
  });
  return (
    <div className="flex flex-wrap items-center gap-2">
      {mode && (
        <div role="group" aria-label={t('mode.label')} className="flex gap-0.5">
          {EDITOR_MODES.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={mode === name}
              title={name === 'live' && props.livePaused ? pausedNote : t(`mode.${name}Hint`)}
              data-testid={`editor-mode-${name}`}
              onClick={() => onMode(name)}
              className={`${pill(mode === name)} ${name === 'split' ? 'hidden lg:inline-block' : ''}`}
            >
              {t(`mode.${name}`)}
            </button>
          ))}
        </div>
      )}
      {mode === 'live' && props.livePaused && (
        <span
          role="status"
          data-testid="editor-live-paused"
          className="text-xs text-amber-700 dark:text-amber-300"
        >
          {pausedNote}
        </span>
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
