/**
 * The allowlist raw HTML in a share is cut down to: GitHub's (hast-util-sanitize defaults), minus
 * protocols and elements we do not want, plus the classes remark-math needs. Anything not listed
 * (script, style, iframe, object, embed, form, svg, math, meta, event handlers, style attributes)
 * is dropped before anything renders.
 */
import { defaultSchema } from 'rehype-sanitize';
import type { Options as SanitizeSchema } from 'rehype-sanitize';

/** <picture>/<source srcset> would let image URLs past the src protocol check. */
const DROPPED_TAGS = new Set(['picture', 'source']);

export const shareSanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  tagNames: (defaultSchema.tagNames ?? []).filter((tag) => !DROPPED_TAGS.has(tag)),
  // Their text content is code, not prose: drop it with the element instead of showing it.
  strip: [
    'script',
    'style',
    'template',
    'title',
    'textarea',
    'noscript',
    'xmp',
    'noembed',
    'noframes',
  ],
  attributes: {
    ...defaultSchema.attributes,
    // Math from remark-math arrives as <code class="language-math math-inline|math-display">.
    code: [['className', /^language-./, 'math-inline', 'math-display']],
  },
  protocols: {
    ...defaultSchema.protocols,
    href: ['http', 'https', 'mailto'],
    cite: ['http', 'https'],
    longDesc: ['http', 'https'],
    src: ['http', 'https'],
  },
};
