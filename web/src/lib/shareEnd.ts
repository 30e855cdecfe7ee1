/**
 * Why a share answered 410, from the server's reason (docs/API.md, "Shares that ended"): its expiry
 * passed, or its views were used up. Any other 410 (a file changed in storage) is neither.
 */
export type ShareEnd = 'expired' | 'usedUp';

const ENDS: Readonly<Record<string, ShareEnd>> = {
  'paste.expired': 'expired',
  'paste.usedUp': 'usedUp',
  'file.expired': 'expired',
  'file.usedUp': 'usedUp',
};

/** The end named by a failed call's `reason` (an ApiError's), if it names one. */
export function shareEndOf(error: unknown): ShareEnd | undefined {
  const reason = (error as { reason?: unknown } | null | undefined)?.reason;
  return typeof reason === 'string' ? ENDS[reason] : undefined;
}
