/** Starts a browser download from a storage link (it names the file itself, as an attachment). */
import { saveLink } from '../../lib/saveFile';
import { contentUrl } from './api';

export function startDownload(url: string, filename: string): void {
  saveLink(contentUrl(url), filename);
}
