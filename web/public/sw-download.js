/* global self */
/*
 * Streamed downloads of end-to-end encrypted file shares, imported by the generated service worker
 * (docs/ENCRYPTION.md, "File shares"). The page decrypts the share as it downloads and hands the
 * worker the stream of plaintext; the worker answers a one-time address under /e2ee-download/ with
 * it as an attachment, so the browser saves the file as it arrives, holding no more than the
 * streams' buffers. The worker never sees a key, only plaintext on its way to the user's disk. If
 * the stream fails (a damaged or cut-short share), the download fails and the browser drops it.
 */
const E2EE_DOWNLOAD_PREFIX = '/e2ee-download/';
/** Streams handed over and not yet fetched, by id; an unclaimed one is dropped after a minute. */
const e2eeDownloads = new Map();

self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'cloudpaste:e2ee-download') return;
  const port = event.ports && event.ports[0];
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  e2eeDownloads.set(id, data);
  setTimeout(() => {
    const left = e2eeDownloads.get(id);
    if (left === data) {
      e2eeDownloads.delete(id);
      data.stream.cancel('not fetched').catch(() => undefined);
    }
  }, 60_000);
  if (port) port.postMessage({ url: `${E2EE_DOWNLOAD_PREFIX}${id}` });
});

/** RFC 6266 / 5987: an ASCII fallback name and the UTF-8 one. */
function attachment(filename) {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith(E2EE_DOWNLOAD_PREFIX)) return;
  // Answered here only: the app shell's navigation route must not take the address too.
  event.stopImmediatePropagation();
  const id = url.pathname.slice(E2EE_DOWNLOAD_PREFIX.length);
  const download = e2eeDownloads.get(id);
  e2eeDownloads.delete(id);
  if (!download) {
    event.respondWith(
      new Response('This download has already started or has expired.', { status: 404 }),
    );
    return;
  }
  const headers = {
    'Content-Type': 'application/octet-stream',
    'Content-Disposition': attachment(String(download.filename)),
    'Content-Security-Policy': "default-src 'none'",
    'X-Content-Type-Options': 'nosniff',
  };
  if (typeof download.size === 'number') headers['Content-Length'] = String(download.size);
  event.respondWith(new Response(download.stream, { headers }));
});
