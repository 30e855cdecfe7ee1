/** Class strings of the share lists: icon-sized row actions (links or buttons) and checkboxes. */
import { focusRing } from '../classes';

export const actionButtonClass = `inline-flex h-7 w-7 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white ${focusRing}`;

export const dangerActionClass = `inline-flex h-7 w-7 items-center justify-center rounded-md text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950 ${focusRing}`;

/**
 * A native checkbox in the list's blue; its focus ring only for the keyboard, since a ring drawn
 * after every click sat over the box on the selected row's highlight.
 */
export const checkboxClass =
  'h-4 w-4 shrink-0 cursor-pointer rounded border-gray-300 accent-blue-600 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:border-gray-600 dark:bg-gray-800 dark:accent-blue-500';
