/** Classes that make a link look like the secondary small Button (downloads and navigation stay links). */
import { focusRing } from '../../../components/classes';

export const linkButtonClass = `inline-flex items-center justify-center gap-2 rounded-md border border-gray-300 bg-white px-2.5 py-1.5 text-xs font-medium text-gray-800 transition-colors hover:bg-gray-50 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700 ${focusRing}`;

export const primaryLinkClass = `inline-flex items-center justify-center gap-2 rounded-md bg-blue-600 px-2.5 py-1.5 text-xs font-medium text-white transition-colors hover:bg-blue-700 dark:bg-blue-500 dark:hover:bg-blue-400 ${focusRing}`;
