/** Tailwind class strings shared by the components, so every field and link-button looks alike. */
export const focusRing =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2 focus-visible:ring-offset-white dark:focus-visible:ring-offset-gray-900';

export const labelClass = 'block text-sm font-medium text-gray-700 dark:text-gray-200';

export const hintClass = 'mt-1 text-xs text-gray-500 dark:text-gray-400';

export const errorClass = 'mt-1 text-xs text-red-600 dark:text-red-400';

const controlBase =
  'mt-1 block w-full rounded-md border bg-white px-3 py-2 text-sm text-gray-900 shadow-sm placeholder:text-gray-400 ' +
  'focus:outline-none focus:ring-2 focus:ring-blue-500 disabled:cursor-not-allowed disabled:opacity-60 ' +
  'dark:bg-gray-800 dark:text-gray-100 dark:placeholder:text-gray-500';

/** Input, textarea and select share one look; the border turns red when the field is invalid. */
export function controlClass(hasError: boolean, extra = ''): string {
  const border = hasError
    ? 'border-red-500 dark:border-red-400'
    : 'border-gray-300 dark:border-gray-600';
  return [controlBase, border, extra].filter(Boolean).join(' ');
}

/** Joins the ids of hint and error texts for aria-describedby, or undefined when there are none. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/** A link that looks like the secondary small Button (downloads and navigation stay links). */
export const linkButtonClass = `inline-flex items-center justify-center gap-2 rounded-md border border-gray-300 bg-white px-2.5 py-1.5 text-xs font-medium text-gray-800 transition-colors hover:bg-gray-50 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700 ${focusRing}`;

/** A link that looks like the primary small Button. */
export const primaryLinkClass = `inline-flex items-center justify-center gap-2 rounded-md bg-blue-600 px-2.5 py-1.5 text-xs font-medium text-white transition-colors hover:bg-blue-700 dark:bg-blue-600 dark:hover:bg-blue-700 ${focusRing}`;
