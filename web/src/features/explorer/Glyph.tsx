/** A decorative explorer icon; the control or text beside it carries the accessible name. */
import { OutlineIcon } from '../../components/Icon';
import { GLYPHS, type GlyphName } from './glyphs';

export function Glyph({ name, className }: { name: GlyphName; className?: string }) {
  return <OutlineIcon path={GLYPHS[name]} className={className} />;
}
