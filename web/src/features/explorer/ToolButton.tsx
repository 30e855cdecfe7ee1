/** A square icon button of the explorer's toolbar (search, basket, refresh), named for screen readers. */
import type { ReactNode } from 'react';
import { focusRing } from '../../components/classes';
import { Glyph } from './Glyph';
import type { GlyphName } from './glyphs';

export interface ToolButtonProps {
  glyph: GlyphName;
  /** The tooltip, and the name read out unless `srLabel` says more. */
  label: string;
  srLabel?: string;
  onClick: () => void;
  testId: string;
  disabled?: boolean;
  isSpinning?: boolean;
  /** Drawn over the corner: a count. */
  badge?: ReactNode;
}

export function ToolButton(props: ToolButtonProps) {
  return (
    <button
      type="button"
      onClick={props.onClick}
      disabled={props.disabled}
      title={props.label}
      data-testid={props.testId}
      className={`relative rounded-md border border-gray-300 bg-white p-1.5 text-gray-700 hover:bg-gray-50 disabled:opacity-60 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-200 dark:hover:bg-gray-700 ${focusRing}`}
    >
      <Glyph name={props.glyph} className={`h-4 w-4 ${props.isSpinning ? 'animate-spin' : ''}`} />
      <span className="sr-only">{props.srLabel ?? props.label}</span>
      {props.badge}
    </button>
  );
}
