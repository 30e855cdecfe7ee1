/** A boxed message inside the preview: no preview for this kind, too large, failed to load. */
import type { ComponentPropsWithoutRef } from 'react';

export function PreviewNotice({
  children,
  className = '',
  ...rest
}: ComponentPropsWithoutRef<'div'>) {
  return (
    <div
      data-testid="preview-notice"
      {...rest}
      className={`rounded-lg border border-dashed border-gray-300 px-4 py-10 text-center text-sm text-gray-600 dark:border-gray-700 dark:text-gray-400 ${className}`}
    >
      {children}
    </div>
  );
}
