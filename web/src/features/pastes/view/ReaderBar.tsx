/**
 * The controls above the share's text: rendered or source, the outline's toggle (wide screens)
 * and menu (phones).
 * The menu closes with Escape, giving the focus back to its button.
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import type { ReadingMode } from './readingMode';

const MODES: readonly ReadingMode[] = ['rendered', 'source'];

export interface ReaderBarProps {
  mode: ReadingMode;
  onMode: (mode: ReadingMode) => void;
  hasOutline: boolean;
  isPanelOpen: boolean;
  onTogglePanel: () => void;
  isMenuOpen: boolean;
  onToggleMenu: () => void;
  onCloseMenu: () => void;
  /** The outline, shown under the bar while the phone menu is open. */
  menu: ReactNode;
  /** More buttons after the view's (copy). */
  actions?: ReactNode;
}

export function ReaderBar(props: ReaderBarProps) {
  const { t } = useTranslation('pasteView');
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    props.onCloseMenu();
    menuButton.current?.focus();
  };
  return (
    <div className="relative">
      <div role="toolbar" aria-label={t('reader.label')} className="flex flex-wrap gap-2">
        <div role="group" aria-label={t('reader.view')} className="inline-flex gap-1">
          {MODES.map((mode) => (
            <Button
              key={mode}
              variant={props.mode === mode ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={props.mode === mode}
              onClick={() => props.onMode(mode)}
              data-testid={`reading-mode-${mode}`}
            >
              {t(`reader.modes.${mode}`)}
            </Button>
          ))}
        </div>
        {props.actions}
        {props.hasOutline && (
          <div className="hidden lg:block">
            <Button
              variant="secondary"
              size="sm"
              aria-pressed={props.isPanelOpen}
              onClick={props.onTogglePanel}
              data-testid="outline-toggle"
            >
              {t('reader.outline')}
            </Button>
          </div>
        )}
        {props.hasOutline && (
          <div className="lg:hidden">
            <Button
              ref={menuButton}
              variant="secondary"
              size="sm"
              aria-expanded={props.isMenuOpen}
              aria-controls={menuId}
              onClick={props.onToggleMenu}
              data-testid="outline-menu-button"
            >
              {t('reader.outline')}
            </Button>
          </div>
        )}
      </div>
      {props.hasOutline && props.isMenuOpen && (
        <div
          id={menuId}
          onKeyDown={onMenuKey}
          className="absolute inset-x-0 top-full z-20 mt-2 max-h-[60vh] overflow-y-auto rounded-lg border border-gray-200 bg-white p-2 shadow-lg lg:hidden dark:border-gray-700 dark:bg-gray-900"
          data-testid="outline-menu"
        >
          {props.menu}
        </div>
      )}
    </div>
  );
}
