/**
 * A Ctrl (⌘ on Apple devices) shortcut as people read it in a tooltip ("Ctrl+B", "⌘B") and as
 * aria-keyshortcuts names it ("Control+B", "Meta+B").
 */

const isApple = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/i.test(navigator.platform);

/** How Apple's menus write keys that are not letters. */
const APPLE_KEYS: Record<string, string> = { Enter: '↩' };

export interface CommandShortcut {
  /** For a title or tooltip. */
  label: string;
  /** For aria-keyshortcuts. */
  aria: string;
}

/** `key` is a letter ("b") or a key name ("Enter"). */
export function commandShortcut(key: string): CommandShortcut {
  const name = key.length === 1 ? key.toUpperCase() : key;
  return isApple
    ? { label: `⌘${APPLE_KEYS[name] ?? name}`, aria: `Meta+${name}` }
    : { label: `Ctrl+${name}`, aria: `Control+${name}` };
}

/** The key event is Ctrl (or ⌘) with `key`, and nothing else held. */
export function isCommandKey(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
  key: string,
): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key === key;
}
