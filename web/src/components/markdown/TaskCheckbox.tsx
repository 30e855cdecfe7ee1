/** The checkbox of a Markdown task list item (`- [x] …`), named by its state for screen readers. */
import type { Element } from 'hast';
import type { ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface TaskCheckboxProps extends ComponentPropsWithoutRef<'input'> {
  /** The hast element MarkdownView passes alongside the props. */
  node?: Element;
}

export function TaskCheckbox({ node: _node, ...props }: TaskCheckboxProps) {
  const { t } = useTranslation('markdown');
  if (props.type !== 'checkbox') return <input {...props} />;
  // The item's text follows the box; the box itself has no label of its own in the Markdown.
  return <input {...props} aria-label={props.checked ? t('task.done') : t('task.open')} />;
}
