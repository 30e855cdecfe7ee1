/** Share link suffixes (slugs): the one rule text and file shares use (docs/product/shares.md). */
import { z } from 'zod';
import { SLUG_MAX_LENGTH } from './limits.js';
import { slugProblem, type SlugProblem } from './slug-rules.js';

const MESSAGES: Record<SlugProblem, string> = {
  tooLong: `link suffix must be at most ${SLUG_MAX_LENGTH} characters`,
  chars: 'link suffix may contain only letters, digits, hyphen and underscore',
  reserved: 'link suffix is a reserved word',
};

/** The rule of slug-rules.ts (slugProblem), as a schema that trims. */
export const customSlug = z
  .string()
  .trim()
  .superRefine((value, context) => {
    const problem = slugProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: MESSAGES[problem] });
  });
