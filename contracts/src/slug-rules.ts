/**
 * Share link suffixes (slugs): the characters and words of the rule, without zod, so code that only
 * needs these (the browser's offline slugs) does not pull in the schema library.
 */
export const SLUG_PATTERN = /^[A-Za-z0-9_-]+$/;

/**
 * Letters of generated slugs: no 0/o, 1/l/i, so a link read aloud or copied by hand survives, and
 * lower-case so case-folding cannot mangle it. Server-generated slugs are 10 long (server
 * lib/slug.ts says why); a paste written offline carries a longer one the browser picks.
 */
export const SLUG_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Words a custom slug may not be: they name routes or would confuse readers of a link. */
export const RESERVED_SLUGS: readonly string[] = [
  'admin',
  'api',
  'raw',
  'paste',
  'pastes',
  'file',
  'files',
  'upload',
  'uploads',
  'mount-explorer',
  'dav',
  'webdav',
  'assets',
  'static',
  'public',
  'login',
  'logout',
  'settings',
  'health',
  'version',
  'new',
  'edit',
  'index',
  'null',
  'undefined',
];
