/** How much of a storage's capacity its file shares use. */

/** Share of the capacity used, 0-100, or null when the capacity is unlimited. */
export function usagePercent(used: number, total: number | null): number | null {
  if (!total) return null;
  return Math.min(100, Math.round((used / total) * 1000) / 10);
}
