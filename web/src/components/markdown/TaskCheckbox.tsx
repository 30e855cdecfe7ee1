/** The checkbox of a Markdown task list item (`- [x] …`), named by its state for screen readers. */
import type { ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';

export type TaskCheckboxProps = ComponentPropsWithoutRef<'input'>;

export function TaskCheckbox(props: TaskCheckboxProps) {
  const { t } = useTranslation('markdown');
  if (props.type !== 'checkbox') return <input {...props} />;
  // The item's text follows the box; the box itself has no label of its own in the Markdown.
  return <input {...props} aria-label={props.checked ? t('task.done') : t('task.open')} />;
}
