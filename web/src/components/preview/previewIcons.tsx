/** The preview controls' icons and their one button look (zoom, fullscreen). */
import type { ComponentPropsWithoutRef } from 'react';
import { focusRing } from '../classes';
import { OutlineIcon } from '../Icon';

const PATHS = {
  zoomIn: 'M11 18a7 7 0 100-14 7 7 0 000 14zM21 21l-5-5M11 8v6M8 11h6',
  zoomOut: 'M11 18a7 7 0 100-14 7 7 0 000 14zM21 21l-5-5M8 11h6',
  zoomReset: 'M4 12a8 8 0 1 0 2.3-5.7M4 4v4h4',
  enterFullscreen: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  exitFullscreen: 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5',
} as const;

export type PreviewIconName = keyof typeof PATHS;

export function PreviewIcon({ name }: { name: PreviewIconName }) {
  return <OutlineIcon path={PATHS[name]} className="h-5 w-5" />;
}

/** An icon button; `label` is its accessible name and tooltip. */
export function PreviewButton({
  label,
  icon,
  className = '',
  ...rest
}: { label: string; icon: PreviewIconName } & ComponentPropsWithoutRef<'button'>) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      {...rest}
      className={`rounded p-1.5 text-gray-600 hover:bg-gray-100 hover:text-gray-900 disabled:opacity-40 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white ${focusRing} ${className}`}
    >
      <PreviewIcon name={icon} />
    </button>
  );
}
