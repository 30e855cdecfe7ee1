/**
 * One share in a list: a table row on wide screens, a card on phones, opening with its selection
 * checkbox and closing with its actions, which stay in view while the table scrolls sideways.
 */
import type { ReactNode } from 'react';
import { ListCell } from './ListCell';
import { checkboxClass } from './listClasses';

export interface SelectableRowProps {
  id: string;
  /** The share's link suffix, as `data-slug`; lists of other things leave it out. */
  slug?: string;
  /** More `data-*` attributes of the row, for tests and scripts to find it by. */
  data?: Record<`data-${string}`, string>;
  selected: boolean;
  /** The row a link pointed to (the share just created): marked, unless selected. */
  current?: boolean;
  onToggle: (id: string) => void;
  /** Accessible name of the checkbox ("Select report.pdf"). */
  selectLabel: string;
  /** Prefix of the test ids: `{prefix}-row` and `{prefix}-select`. */
  testIdPrefix: string;
  actions: ReactNode;
  /** The informational cells between checkbox and actions. */
  children: ReactNode;
}

export function SelectableRow({
  id,
  slug,
  data,
  selected,
  current = false,
  onToggle,
  selectLabel,
  testIdPrefix,
  actions,
  children,
}: SelectableRowProps) {
  return (
    <tr
      data-testid={`${testIdPrefix}-row`}
      data-slug={slug}
      data-id={id}
      {...data}
      aria-current={current ? 'true' : undefined}
      // Solid backgrounds: the sticky actions cell inherits them and must hide what scrolls under it.
      className={`flex flex-wrap items-start gap-x-6 gap-y-2 px-4 py-3 md:table-row md:p-0 ${
        selected
          ? 'bg-blue-50 dark:bg-blue-950'
          : current
            ? 'bg-amber-50 dark:bg-amber-950'
            : 'bg-white dark:bg-gray-900'
      }`}
    >
      <ListCell className="md:w-10">
        <input
          type="checkbox"
          checked={selected}
          onChange={() => onToggle(id)}
          aria-label={selectLabel}
          className={`mt-0.5 ${checkboxClass}`}
          data-testid={`${testIdPrefix}-select`}
        />
      </ListCell>
      {children}
      <ListCell className="basis-full md:sticky md:right-0 md:bg-inherit md:shadow-[inset_1px_0_0_rgb(0_0_0/0.06)]">
        {actions}
      </ListCell>
    </tr>
  );
}
