/** A small non-modal card with a question and two answers, as the update and install prompts use. */
import { useId } from 'react';
import { Button } from '../components/Button';

export interface PromptCardProps {
  testId: string;
  title: string;
  description: string;
  confirmLabel: string;
  laterLabel: string;
  onConfirm: () => void;
  onLater: () => void;
}

export function PromptCard(props: PromptCardProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-testid={props.testId}
      className="pointer-events-auto rounded-lg border border-gray-200 bg-white p-4 shadow-lg dark:border-gray-700 dark:bg-gray-900"
    >
      <h2 id={titleId} className="text-sm font-semibold text-gray-900 dark:text-gray-100">
        {props.title}
      </h2>
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">{props.description}</p>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={props.onLater}>
          {props.laterLabel}
        </Button>
        <Button size="sm" onClick={props.onConfirm}>
          {props.confirmLabel}
        </Button>
      </div>
    </section>
  );
}
