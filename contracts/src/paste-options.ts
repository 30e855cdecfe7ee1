/**
 * A text share's format and expiry choices (docs/product/shares.md, "Expiry"), without zod, so
 * the editor does not pull in the schema library; pastes.ts builds its schemas on them.
 */
export const PASTE_FORMATS = ['markdown', 'text'] as const;
export type PasteFormat = (typeof PASTE_FORMATS)[number];

/** Share expiry presets in hours; null means never. */
export const SHARE_EXPIRY_PRESET_HOURS = [1, 24, 7 * 24, 30 * 24, null] as const;
/** Units the Markdown form offers for a custom duration, in hours. */
export const CUSTOM_EXPIRY_UNIT_HOURS = {
  hours: 1,
  days: 24,
  weeks: 7 * 24,
  months: 30 * 24,
} as const;
