/** The raw text link of a share as this browser reaches it (its page link is lib/shareLinks). */
import { rawPasteUrl } from '../api';

/** The raw link; relative API bases are made absolute so the link can be copied and shared. */
export function rawShareUrl(slug: string, password?: string): string {
  return new URL(rawPasteUrl(slug, password), window.location.origin).toString();
}
