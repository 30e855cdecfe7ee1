/**
 * Listing answers still being sent. Work a listing sets off that is no part of its answer (the
 * search index's reconcile of the folder, services/fs/fs-index.service.ts: tens of milliseconds of
 * SQLite on the event loop for a folder of 10,000) waits for them, so it never holds up their
 * later pieces (docs/PERFORMANCE.md, "Listings and search").
 */
const sending = new Set<Promise<void>>();

/** Counts an answer among those being sent until `sent` settles (sent, or its client gone). */
export function sendingListing(sent: Promise<void>): void {
  sending.add(sent);
  void sent.finally(() => sending.delete(sent));
}

/**
 * Settles once the listing answers being sent at the event loop's next turn are sent: the work
 * waits for the answer that set it off, not for answers that begin after.
 */
export async function listingsSent(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  await Promise.all([...sending]);
}
