/** Work set off by a listing waits for the listing answers being sent, not for later ones. */
import { describe, expect, it } from 'vitest';
import { listingsSent, sendingListing } from './listings-sent.js';

function answer() {
  let send!: () => void;
  const sent = new Promise<void>((resolve) => (send = resolve));
  sendingListing(sent);
  return send;
}

describe('listingsSent', () => {
  it('settles once the answers being sent are sent', async () => {
    const sendFirst = answer();
    const sendSecond = answer();
    let settled = false;
    const waiting = listingsSent().then(() => (settled = true));
    await new Promise((resolve) => setImmediate(resolve));
    sendFirst();
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    sendSecond();
    await waiting;
    expect(settled).toBe(true);
  });

  it('does not wait for an answer begun after the next turn, nor when none is being sent', async () => {
    await listingsSent();
    const waiting = listingsSent();
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    const later = answer();
    await waiting;
    later();
  });
});
