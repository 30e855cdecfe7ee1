/** Starts a browser download from a storage link (it names the file itself, as an attachment). */
import { contentUrl } from './api';

export function startDownload(url: string, filename: string): void {
  const anchor = document.createElement('a');
  anchor.href = contentUrl(url);
  // Honoured for same-origin links; storage links on another origin say "attachment" themselves.
  anchor.download = filename;
  anchor.rel = 'noopener noreferrer';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}
