/**
 * One cell of a share list. On wide screens it is a table cell; on phones the row becomes a card
 * and each cell shows its column name above its value, since the table head is hidden there.
 */
import type { ReactNode } from 'react';

export interface ListCellProps {
  /** Column name shown on phones; omit for cells that explain themselves (checkbox, link, actions). */
  label?: string;
  className?: string;
  children: ReactNode;
}

export function ListCell({ label, className = '', children }: ListCellProps) {
  return (
    <td
      className={`min-w-0 text-gray-700 md:table-cell md:px-2 md:py-3 md:align-top dark:text-gray-300 ${className}`}
    >
      {label && (
        <span className="block text-xs font-medium text-gray-500 md:hidden dark:text-gray-400">
          {label}
        </span>
      )}
      {children}
    </td>
  );
}
