/** The editor's values (content, mode and share options): defaults, prefill from a record, validation. */
import {
  PASTE_TITLE_MAX_LENGTH,
  slugProblem,
  type PasteFormat,
  type PasteRecord,
} from '@cloudpaste/contracts';
import { customExpiryHours, DEFAULT_EXPIRY, type ExpiryChoice, type ExpiryUnit } from './expiry';

export interface EditorValues {
  content: string;
  format: PasteFormat;
  /** The share's title; empty means none (the share page then names it by its link). */
  title: string;
  remark: string;
  slug: string;
  password: string;
  /** Edit mode: remove the share's password. */
  clearPassword: boolean;
  expiry: ExpiryChoice;
  customAmount: string;
  customUnit: ExpiryUnit;
  /** As typed; empty means 0 (unlimited). */
  maxViews: string;
  /** Create mode: seal the content in this browser before sending it (docs/ENCRYPTION.md). */
  encrypt: boolean;
  /** With `encrypt`: a password the reader needs besides the link; never sent, never stored. */
  e2eePassword: string;
}

export const TITLE_MAX_LENGTH = PASTE_TITLE_MAX_LENGTH;
export const REMARK_MAX_LENGTH = 500;
export const PASSWORD_MAX_LENGTH = 256;
export const MAX_VIEWS_LIMIT = 1_000_000_000;

export function defaultValues(): EditorValues {
  return {
    content: '',
    format: 'markdown',
    title: '',
    remark: '',
    slug: '',
    password: '',
    clearPassword: false,
    expiry: DEFAULT_EXPIRY,
    customAmount: '1',
    customUnit: 'days',
    maxViews: '0',
    encrypt: false,
    e2eePassword: '',
  };
}

/** Edit mode starts from the share as it is, keeping its expiry unless the user picks another. */
export function valuesFromRecord(record: PasteRecord): EditorValues {
  return {
    ...defaultValues(),
    content: record.content ?? record.preview ?? '',
    format: record.format,
    title: record.title ?? '',
    remark: record.remark ?? '',
    slug: record.slug,
    expiry: 'keep',
    maxViews: String(record.maxViews),
  };
}

export type EditorField =
  | 'content'
  | 'slug'
  | 'password'
  | 'e2eePassword'
  | 'customAmount'
  | 'maxViews'
  | 'title'
  | 'remark';
/** Field -> key of its message in the editor namespace. */
export type EditorErrors = Partial<Record<EditorField, string>>;

const SLUG_ERRORS = {
  tooLong: 'validation.slugTooLong',
  chars: 'validation.slugChars',
  reserved: 'validation.slugReserved',
} as const;

/** Why a suffix breaks the slug rule (contracts' slugProblem), as a message key; undefined when not. */
export function slugError(slug: string): string | undefined {
  const problem = slugProblem(slug);
  return problem ? SLUG_ERRORS[problem] : undefined;
}

/** A title as the server keeps it: one line, runs of spaces and line breaks made one space, trimmed. */
export function normalTitle(title: string): string {
  return title.replace(/\s+/g, ' ').trim();
}

/** Parses max views: empty is 0 (unlimited); otherwise a whole number, not negative. */
export function parseMaxViews(input: string): number | undefined {
  const trimmed = input.trim();
  if (trimmed === '') return 0;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value <= MAX_VIEWS_LIMIT ? value : undefined;
}

/** Client-side checks before saving; `isEdit` requires a suffix (a share always has one). */
export function validateValues(values: EditorValues, isEdit: boolean): EditorErrors {
  const errors: EditorErrors = {};
  if (values.content.trim() === '') errors.content = 'validation.contentEmpty';
  const slug = values.slug.trim();
  if (slug === '') {
    if (isEdit) errors.slug = 'validation.slugRequired';
  } else {
    errors.slug = slugError(slug);
  }
  if (normalTitle(values.title).length > TITLE_MAX_LENGTH) errors.title = 'validation.titleTooLong';
  if (values.remark.length > REMARK_MAX_LENGTH) errors.remark = 'validation.remarkTooLong';
  if (values.password.length > PASSWORD_MAX_LENGTH) errors.password = 'validation.passwordTooLong';
  if (values.e2eePassword.length > PASSWORD_MAX_LENGTH)
    errors.e2eePassword = 'validation.passwordTooLong';
  if (parseMaxViews(values.maxViews) === undefined) errors.maxViews = 'validation.maxViews';
  if (values.expiry === 'custom') {
    const custom = customExpiryHours(values.customAmount, values.customUnit);
    if (!custom.ok) errors.customAmount = `validation.${custom.error}`;
  }
  for (const key of Object.keys(errors) as EditorField[]) if (!errors[key]) delete errors[key];
  return errors;
}
