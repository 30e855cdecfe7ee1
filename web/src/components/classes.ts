/** Tailwind class strings shared by the form components, so every field looks and focuses alike. */
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
