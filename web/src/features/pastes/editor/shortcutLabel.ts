/** A toolbar shortcut as a tooltip and aria-keyshortcuts name it, with Shift or Alt when it has them. */
import { commandShortcut, type CommandShortcut } from '../../../lib/commandShortcut';
import type { Shortcut } from './markdownActions';

export function shortcutLabel({ key, shift, alt }: Shortcut): CommandShortcut {
  const base = commandShortcut(key);
  const isApple = base.aria.startsWith('Meta+');
  const name = key.toUpperCase();
  const mods = [alt && (isApple ? '⌥' : 'Alt+'), shift && (isApple ? '⇧' : 'Shift+')]
    .filter(Boolean)
    .join('');
  const ariaMods = [alt && 'Alt+', shift && 'Shift+'].filter(Boolean).join('');
  return {
    label: isApple ? `⌘${mods}${name}` : `Ctrl+${mods}${name}`,
    aria: `${isApple ? 'Meta' : 'Control'}+${ariaMods}${name}`,
  };
}
