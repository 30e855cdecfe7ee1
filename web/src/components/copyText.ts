/** Copies text to the clipboard, falling back to a hidden textarea where the async API is missing. */
export async function copyText(value: string): Promise<boolean> {
  // The async Clipboard API exists only in secure contexts (https, localhost); self-hosted
  // instances on plain http need the old execCommand route.
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(value);
      return true;
    } catch {
      // Permission denied or unfocused document: try the fallback below.
    }
  }
  const textarea = document.createElement('textarea');
  textarea.value = value;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  document.body.appendChild(textarea);
  textarea.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
  }
}
