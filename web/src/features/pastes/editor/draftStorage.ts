/** The unsaved new-share draft in localStorage: everything but the password, read defensively. */
import { PASTE_FORMATS, type PasteFormat } from '@cloudpaste/contracts';
import { isExpiryChoice, isExpiryUnit } from './expiry';
import { defaultValues, type EditorValues } from './editorValues';

export const DRAFT_STORAGE_KEY = 'cloudpaste_editor_draft';
const VERSION = 1;

/** The password never touches storage; "keep" belongs to edit mode, which keeps no draft. */
export type DraftValues = Omit<EditorValues, 'password' | 'clearPassword' | 'e2eePassword'>;

export interface StoredDraft {
  values: DraftValues;
  savedAt: number;
}

function asString(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

/** A draft with no content and default options is not worth keeping. */
export function isEmptyDraft(values: DraftValues): boolean {
  const defaults = defaultValues();
  return (Object.keys(values) as (keyof DraftValues)[]).every(
    (key) => key === 'format' || values[key] === defaults[key],
  );
}

export function loadDraft(storage: Storage = localStorage): StoredDraft | null {
  let raw: unknown;
  try {
    const text = storage.getItem(DRAFT_STORAGE_KEY);
    if (text === null) return null;
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object') return null;
  const { v, savedAt, values } = raw as { v?: unknown; savedAt?: unknown; values?: unknown };
  if (v !== VERSION || !values || typeof values !== 'object') return null;
  const d = values as Record<string, unknown>;
  const defaults = defaultValues();
  return {
    savedAt: typeof savedAt === 'number' ? savedAt : 0,
    values: {
      content: asString(d.content, ''),
      format: PASTE_FORMATS.includes(d.format as PasteFormat)
        ? (d.format as PasteFormat)
        : defaults.format,
      title: asString(d.title, ''),
      remark: asString(d.remark, ''),
      slug: asString(d.slug, ''),
      expiry: isExpiryChoice(d.expiry) && d.expiry !== 'keep' ? d.expiry : defaults.expiry,
      customAmount: asString(d.customAmount, defaults.customAmount),
      customUnit: isExpiryUnit(d.customUnit) ? d.customUnit : defaults.customUnit,
      maxViews: asString(d.maxViews, defaults.maxViews),
      encrypt: d.encrypt === true,
    },
  };
}

/** Saves the draft (or removes it when empty); false when storage refused it (full, or disabled). */
export function saveDraft(
  values: EditorValues,
  now: number,
  storage: Storage = localStorage,
): boolean {
  const { password: _password, clearPassword: _clear, e2eePassword: _e2ee, ...rest } = values;
  try {
    if (isEmptyDraft(rest)) storage.removeItem(DRAFT_STORAGE_KEY);
    else
      storage.setItem(
        DRAFT_STORAGE_KEY,
        JSON.stringify({ v: VERSION, savedAt: now, values: rest }),
      );
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(storage: Storage = localStorage): void {
  try {
    storage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Storage disabled: there is no draft to clear.
  }
}

/** Editor values from a stored draft; the password starts empty. */
export function valuesFromDraft(draft: StoredDraft): EditorValues {
  return { ...defaultValues(), ...draft.values };
}
