/** Addresses of a share as this browser reaches it: the page link and the raw text link. */
import { rawPasteUrl } from '../api';

export function shareUrl(slug: string): string {
  return `${window.location.origin}/paste/${encodeURIComponent(slug)}`;
}

/** The raw link; relative API bases are made absolute so the link can be copied and shared. */
export function rawShareUrl(slug: string, password?: string): string {
  return new URL(rawPasteUrl(slug, password), window.location.origin).toString();
}
