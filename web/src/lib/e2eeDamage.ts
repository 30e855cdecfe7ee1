/**
 * How the `e2ee` namespace words damaged encrypted content (docs/ENCRYPTION.md, "Errors"): the
 * codes it has a sentence for; any other is `damage.other`. Text and file shares alike.
 */
const WORDED = new Set([
  'truncated',
  'reordered',
  'trailing-data',
  'tampered',
  'not-encrypted',
  'unsupported-version',
  'bad-header',
]);

/** The `e2ee` key of the sentence saying why content with this error code is damaged. */
export const damageKey = (code: string | undefined): string =>
  `damage.${code !== undefined && WORDED.has(code) ? code : 'other'}`;
