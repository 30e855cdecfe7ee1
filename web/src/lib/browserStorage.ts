/** localStorage, or null where the browser refuses it (private mode, policies). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
