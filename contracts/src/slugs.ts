/** Share link suffixes (slugs): the one rule text and file shares both use (SPEC §5). */
import { z } from 'zod';
import { SLUG_MAX_LENGTH } from './limits.js';
import { RESERVED_SLUGS, SLUG_PATTERN } from './slug-rules.js';

export const customSlug = z
  .string()
  .trim()
  .max(SLUG_MAX_LENGTH, `link suffix must be at most ${SLUG_MAX_LENGTH} characters`)
  .regex(SLUG_PATTERN, 'link suffix may contain only letters, digits, hyphen and underscore')
  .refine((v) => !RESERVED_SLUGS.includes(v.toLowerCase()), 'link suffix is a reserved word');
