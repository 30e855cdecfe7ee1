/* global self */
/*
 * Background Sync for the offline queue, imported by the generated service worker. The worker holds
 * no credentials (they stay in the page), so when the browser says the network is back it wakes
 * the open pages, which replay the queue with the login they have (src/offline/offlineSync.ts).
 */
self.addEventListener('sync', (event) => {
  if (event.tag !== 'cloudpaste-offline-queue') return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
      for (const client of clients) client.postMessage({ type: 'cloudpaste:replay-offline-queue' });
    }),
  );
});
