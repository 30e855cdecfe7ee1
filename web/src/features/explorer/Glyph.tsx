/** A decorative explorer icon; the control or text beside it carries the accessible name. */
import { GLYPHS, type GlyphName } from './glyphs';

export function Glyph({ name, className = 'h-5 w-5' }: { name: GlyphName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={GLYPHS[name]} />
    </svg>
  );
}
