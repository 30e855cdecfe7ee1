/** A share list: a table on wide screens whose rows turn into cards on phones (one DOM for both). */
import type { ReactNode } from 'react';

export interface ListTableProps {
  /** Screen-reader caption of the table. */
  caption: string;
  /** Hidden header of the checkbox column. */
  selectColumn: string;
  /** Headers of the informational columns, in order. */
  columns: readonly string[];
  actionsColumn: string;
  /** True while another page or search loads and the rows shown are the previous ones. */
  isStale: boolean;
  children: ReactNode;
}

export function ListTable({
  caption,
  selectColumn,
  columns,
  actionsColumn,
  isStale,
  children,
}: ListTableProps) {
  return (
    <div
      className={`overflow-x-auto rounded-lg border border-gray-200 bg-white transition-opacity dark:border-gray-700 dark:bg-gray-900 ${isStale ? 'opacity-60' : ''}`}
      aria-busy={isStale || undefined}
    >
      <table className="block w-full text-left text-sm md:table md:min-w-full">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden bg-gray-50 text-xs tracking-wide text-gray-500 uppercase md:table-header-group dark:bg-gray-800 dark:text-gray-400">
          <tr>
            <th scope="col" className="px-2 py-2">
              <span className="sr-only">{selectColumn}</span>
            </th>
            {columns.map((column, index) => (
              <th key={index} scope="col" className="px-2 py-2 font-medium whitespace-nowrap">
                {column}
              </th>
            ))}
            <th
              scope="col"
              className="sticky right-0 bg-gray-50 px-2 py-2 text-right font-medium dark:bg-gray-800"
            >
              {actionsColumn}
            </th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-gray-200 md:table-row-group dark:divide-gray-700">
          {children}
        </tbody>
      </table>
    </div>
  );
}
