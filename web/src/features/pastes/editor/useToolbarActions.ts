/** What the toolbar's buttons do to the editor's text, through the active editing surface. */
import { useTranslation } from 'react-i18next';
import type { EditorSurface } from './editorSurface';
import {
  applyMarkdownAction,
  codeBlock,
  type ActionPlaceholders,
  type MarkdownAction,
} from './markdownActions';
import type { ToolbarItem } from './MarkdownToolbar';
import { editTable } from './tableEdits';

export function useToolbarActions(active: () => EditorSurface) {
  const { t } = useTranslation('editor');
  const placeholders = (): ActionPlaceholders => ({
    bold: t('placeholders.bold'),
    italic: t('placeholders.italic'),
    strike: t('placeholders.strike'),
    code: t('placeholders.code'),
    linkText: t('placeholders.linkText'),
    url: t('placeholders.url'),
    column: t('placeholders.column'),
    imageAlt: t('placeholders.imageAlt'),
    math: t('placeholders.math'),
  });

  function onAction(action: MarkdownAction) {
    const target = active();
    target.apply(applyMarkdownAction(action, target.current(), placeholders()));
  }

  function onItem(item: ToolbarItem) {
    const target = active();
    if (item.kind === 'action') onAction(item.id);
    else if (item.kind === 'command') target.run(item.id);
    else {
      const next = editTable(target.current(), item.id);
      if (next) target.apply(next);
    }
  }

  function onCodeBlock(language: string) {
    const target = active();
    target.apply(codeBlock(target.current(), placeholders(), language));
  }

  return { onAction, onItem, onCodeBlock };
}
