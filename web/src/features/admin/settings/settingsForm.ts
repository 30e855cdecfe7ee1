/** Settings form values and their validation against the contracts catalogue (schema, then rule). */
import {
  SETTINGS_BY_KEY,
  SettingFlag,
  SettingGroup,
  type SettingItem,
  type SettingValue,
} from '@cloudpaste/contracts';
import type { z } from 'zod';
import type { FieldError, FormErrors, Validation } from '../common/validation';

/** Inputs hold strings (text, number, select) or booleans (checkboxes). */
export type SettingFormValue = string | boolean;
export type SettingFormValues = Record<string, SettingFormValue>;

export function isEditable(item: SettingItem): boolean {
  return (item.flags & SettingFlag.READ_ONLY) === 0;
}

export function toFormValue(
  item: Pick<SettingItem, 'type'>,
  value: SettingValue,
): SettingFormValue {
  if (item.type === 'bool') return value === true || value === 'true' || value === 1;
  return String(value);
}

export function toFormValues(items: readonly SettingItem[]): SettingFormValues {
  return Object.fromEntries(items.map((item) => [item.key, toFormValue(item, item.value)]));
}

export function sortSettings(items: readonly SettingItem[]): SettingItem[] {
  return [...items].sort((a, b) => a.sort_order - b.sort_order);
}

/** A rule issue in words: generic by issue kind, so settings added later get sensible messages. */
function ruleError(item: SettingItem, issue: z.core.$ZodIssue): FieldError {
  switch (issue.code) {
    case 'too_small':
      return issue.inclusive
        ? { key: 'settings.errors.min', params: { min: Number(issue.minimum) } }
        : { key: 'settings.errors.greaterThan', params: { min: Number(issue.minimum) } };
    case 'too_big':
      return { key: 'settings.errors.max', params: { max: Number(issue.maximum) } };
    case 'invalid_type':
      return { key: 'settings.errors.integer' };
    case 'invalid_format':
      return item.group_id === SettingGroup.PREVIEW
        ? { key: 'settings.errors.extensions' }
        : { key: 'settings.errors.invalid' };
    default:
      return { key: 'settings.errors.invalid' };
  }
}

type Checked = { ok: true; value: SettingValue } | { ok: false; error: FieldError };

function rawValue(item: SettingItem, raw: SettingFormValue): Checked {
  if (item.type === 'bool') return { ok: true, value: raw === true };
  const text = String(raw);
  if (item.type !== 'number') {
    const isKnownOption = !item.options || item.options.includes(text);
    return isKnownOption
      ? { ok: true, value: text }
      : { ok: false, error: { key: 'settings.errors.invalidOption' } };
  }
  if (text.trim() === '') return { ok: false, error: { key: 'settings.errors.required' } };
  const number = Number(text);
  return Number.isFinite(number)
    ? { ok: true, value: number }
    : { ok: false, error: { key: 'settings.errors.notANumber' } };
}

/** Type check, then the catalogue's schema (which may normalise, e.g. extension lists), then its rule. */
export function checkSetting(item: SettingItem, raw: SettingFormValue): Checked {
  const typed = rawValue(item, raw);
  const definition = SETTINGS_BY_KEY.get(item.key);
  if (!typed.ok || !definition) return typed;
  const parsed = definition.schema.safeParse(typed.value);
  if (!parsed.success) return { ok: false, error: { key: 'settings.errors.invalid' } };
  const ruled = definition.rule?.safeParse(parsed.data);
  if (ruled && !ruled.success) {
    const issue = ruled.error.issues[0];
    return {
      ok: false,
      error: issue ? ruleError(item, issue) : { key: 'settings.errors.invalid' },
    };
  }
  return { ok: true, value: parsed.data };
}

/** The whole editable group as a key -> value body, or an error per offending key. */
export function validateSettings(
  items: readonly SettingItem[],
  values: SettingFormValues,
): Validation<string, Record<string, SettingValue>> {
  const errors: FormErrors<string> = {};
  const payload: Record<string, SettingValue> = {};
  for (const item of items.filter(isEditable)) {
    const checked = checkSetting(item, values[item.key] ?? toFormValue(item, item.value));
    if (checked.ok) payload[item.key] = checked.value;
    else errors[item.key] = checked.error;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, payload };
}
