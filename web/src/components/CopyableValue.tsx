/** A value in monospace, selected whole on click, with a button beside it that copies it. */
import type { ComponentPropsWithoutRef } from 'react';
import { CopyButton } from './CopyButton';

export interface CopyableValueProps extends Omit<ComponentPropsWithoutRef<'code'>, 'children'> {
  value: string;
  /** Label of the copy button; defaults to the translated "Copy". */
  copyLabel?: string;
  /**
   * "fill": the value takes the row's width and breaks anywhere (long keys);
   * "wrap": the value keeps its width and the button wraps below it when short of room (URLs).
   */
  layout?: 'fill' | 'wrap';
  /** Classes for the row; other props (test id, aria) go to the value. */
  className?: string;
}

const layouts = {
  fill: { row: 'flex items-center gap-2', value: 'flex-1 break-all' },
  wrap: { row: 'flex flex-wrap items-center gap-2', value: '' },
};

const valueClass =
  'rounded-md bg-gray-100 px-3 py-2 font-mono text-sm text-gray-900 select-all dark:bg-gray-800 dark:text-gray-100';

export function CopyableValue({
  value,
  copyLabel,
  layout = 'fill',
  className = '',
  ...rest
}: CopyableValueProps) {
  const classes = layouts[layout];
  return (
    <div className={[classes.row, className].filter(Boolean).join(' ')}>
      <code className={[classes.value, valueClass].filter(Boolean).join(' ')} {...rest}>
        {value}
      </code>
      <CopyButton value={value} label={copyLabel} />
    </div>
  );
}
