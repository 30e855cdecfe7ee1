/** The writer's editor preferences, remembered in this browser: the mode and the line numbers. */
export type EditorMode = 'source' | 'split' | 'live';
export const EDITOR_MODES: EditorMode[] = ['source', 'split', 'live'];

export const MODE_KEY = 'cloudpaste_editor_mode';
export const LINE_NUMBERS_KEY = 'cloudpaste_editor_line_numbers';

function read(key: string, storage: Storage): string | null {
  try {
    return storage.getItem(key);
  } catch {
    // Storage refused (private mode, a sandboxed frame): the defaults apply.
    return null;
  }
}

function write(key: string, value: string, storage: Storage) {
  try {
    storage.setItem(key, value);
  } catch {
    // Not remembered; the choice still holds until the page is left.
  }
}

/** Split by default: it is what the editor showed before it had modes. */
export function loadMode(storage: Storage = localStorage): EditorMode {
  const stored = read(MODE_KEY, storage);
  return EDITOR_MODES.find((mode) => mode === stored) ?? 'split';
}

export function saveMode(mode: EditorMode, storage: Storage = localStorage) {
  write(MODE_KEY, mode, storage);
}

export function loadLineNumbers(storage: Storage = localStorage): boolean {
  return read(LINE_NUMBERS_KEY, storage) === 'true';
}

export function saveLineNumbers(on: boolean, storage: Storage = localStorage) {
  write(LINE_NUMBERS_KEY, String(on), storage);
}
