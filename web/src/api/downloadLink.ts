/**
 * Downloads through a one-minute signed link (docs/ARCHITECTURE.md, "Download links"): the page asks
 * the server for a link with its credential, then hands the link to the browser, whose download
 * manager streams the file to disk. A fetch here would hold the whole file in the page's memory.
 */
import { saveLink } from '../lib/saveFile';
import { apiBaseUrl } from './baseUrl';
import { api } from './client';

export interface DownloadLink {
  url: string;
  expiresAt: string;
}

/** POSTs `linkPath` (with `query`, which the link is then bound to) and downloads the answer's link. */
export async function downloadThroughLink(
  linkPath: string,
  query?: Record<string, string>,
): Promise<void> {
  const link = await api.post<DownloadLink>(linkPath, undefined, query ? { query } : undefined);
  // The server names the file (Content-Disposition); an empty name keeps its name.
  saveLink(`${apiBaseUrl()}${link.url}`, '');
}
