/** Which URLs from a share may become a link or an image: http(s), mailto (links only) and relative. */

const LINK_SCHEMES = new Set(['http', 'https', 'mailto']);
const IMAGE_SCHEMES = new Set(['http', 'https']);

/**
 * Browsers drop tabs and newlines anywhere in a URL and trim control characters and spaces, so
 * "java\tscript:" runs as javascript:. Normalise the same way before reading the scheme.
 */
function normalise(url: string): string {
  // eslint-disable-next-line no-control-regex
  return url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

/** The lower-cased scheme, or null for a relative URL (path, ?query, #fragment, //host). */
export function urlScheme(url: string): string | null {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(normalise(url));
  return match?.[1] ? match[1].toLowerCase() : null;
}

function isAllowed(url: string, schemes: ReadonlySet<string>): boolean {
  const scheme = urlScheme(url);
  return scheme === null || schemes.has(scheme);
}

export const isSafeLinkUrl = (url: string) => isAllowed(url, LINK_SCHEMES);
export const isSafeImageUrl = (url: string) => isAllowed(url, IMAGE_SCHEMES);

/** Links that leave the site open in a new tab without handing it our window (noopener). */
export function isExternalUrl(url: string): boolean {
  const normalised = normalise(url);
  return /^https?:/i.test(normalised) || normalised.startsWith('//');
}

/**
 * The pipeline's last pass over every URL attribute (href, src, cite …; markdownToTree.ts). The
 * sanitizer already enforces protocols; this is the second lock, and it drops what it refuses
 * instead of keeping "".
 */
export function shareUrlTransform(url: string, key: string): string | undefined {
  const safe = key === 'src' ? isSafeImageUrl(url) : isSafeLinkUrl(url);
  return safe ? url : undefined;
}
