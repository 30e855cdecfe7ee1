/** Class strings of the share lists: icon-sized row actions (links or buttons) and checkboxes. */
import { focusRing } from '../classes';

export const actionButtonClass = `inline-flex h-7 w-7 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white ${focusRing}`;

export const dangerActionClass = `inline-flex h-7 w-7 items-center justify-center rounded-md text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950 ${focusRing}`;

export const checkboxClass =
  'h-4 w-4 rounded border-gray-300 text-blue-600 focus:ring-2 focus:ring-blue-500 dark:border-gray-600 dark:bg-gray-800';
