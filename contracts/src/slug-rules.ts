/**
 * Share link suffixes (slugs): the rule itself (slugProblem), its characters and words, without zod,
 * so code that only needs these (the browser's editor and offline slugs) does not pull in the schema
 * library; slugs.ts makes it a schema.
 */
import { SLUG_MAX_LENGTH } from './limits.js';

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

/** Why a custom slug breaks the rule (first broken part first), for each side to word. */
export type SlugProblem = 'tooLong' | 'chars' | 'reserved';

/** What is wrong with the custom slug `slug` (trimmed first), or null when it may be used. */
export function slugProblem(slug: string): SlugProblem | null {
  const trimmed = slug.trim();
  if (trimmed.length > SLUG_MAX_LENGTH) return 'tooLong';
  if (!SLUG_PATTERN.test(trimmed)) return 'chars';
  if (RESERVED_SLUGS.includes(trimmed.toLowerCase())) return 'reserved';
  return null;
}
