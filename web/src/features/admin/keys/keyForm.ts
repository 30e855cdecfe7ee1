/** Key form values, their defaults and validation against the contracts schemas. */
import {
  API_KEY_CUSTOM_MAX_LENGTH,
  API_KEY_CUSTOM_MIN_DISTINCT,
  API_KEY_CUSTOM_MIN_LENGTH,
  API_KEY_NAME_MAX_LENGTH,
  DEFAULT_BASIC_PATH,
  ErrorCode,
  createApiKeyInput,
  customKeyProblem,
  updateApiKeyInput,
  type ApiKey,
  type CustomKeyProblem,
} from '@cloudpaste/contracts';
import type { z } from 'zod';
import { addError, type FieldError, type FormErrors, type Validation } from '../common/validation';
import { computeExpiresAt, type ExpiryChoice, type ExpiryError } from './expiry';

/** Bodies as the server takes them (is_guest travels as 1 or 0, as existing clients send it). */
export type CreateApiKeyBody = z.input<typeof createApiKeyInput>;
export type UpdateApiKeyBody = z.input<typeof updateApiKeyInput>;

export type KeySource = 'random' | 'custom';

export interface KeyFormValues {
  name: string;
  keySource: KeySource;
  customKey: string;
  expiry: ExpiryChoice;
  customDays: string;
  permissions: number;
  basicPath: string;
  isGuest: boolean;
}

export type KeyField = 'name' | 'customKey' | 'customDays' | 'permissions' | 'basicPath' | 'form';
export type KeyFormErrors = FormErrors<KeyField>;

export function emptyKeyForm(): KeyFormValues {
  return {
    name: '',
    keySource: 'random',
    customKey: '',
    expiry: '30',
    customDays: '',
    permissions: 0,
    basicPath: DEFAULT_BASIC_PATH,
    isGuest: false,
  };
}

/** Edit form for an existing key; its expiry stays as it is unless the admin picks another. */
export function keyFormFromApiKey(key: ApiKey): KeyFormValues {
  return {
    ...emptyKeyForm(),
    name: key.name,
    expiry: 'keep',
    permissions: key.permissions,
    basicPath: key.basic_path,
    isGuest: key.is_guest === 1,
  };
}

const EXPIRY_ERROR_KEYS: Record<ExpiryError, string> = {
  customDaysRequired: 'keys.errors.customDaysRequired',
  customDaysInvalid: 'keys.errors.customDaysInvalid',
};

/** The custom key rule's figures, for its hint and its errors. */
export const CUSTOM_KEY_RULE = {
  min: API_KEY_CUSTOM_MIN_LENGTH,
  max: API_KEY_CUSTOM_MAX_LENGTH,
  distinct: API_KEY_CUSTOM_MIN_DISTINCT,
};

const CUSTOM_KEY_ERRORS: Record<CustomKeyProblem, FieldError> = {
  tooShort: { key: 'keys.errors.customKeyTooShort', params: { min: CUSTOM_KEY_RULE.min } },
  tooLong: { key: 'keys.errors.customKeyTooLong', params: { max: CUSTOM_KEY_RULE.max } },
  characters: { key: 'keys.errors.customKeyPattern' },
  guessable: {
    key: 'keys.errors.customKeyGuessable',
    params: { distinct: CUSTOM_KEY_RULE.distinct },
  },
};

const FIELD_OF: Record<string, KeyField> = {
  name: 'name',
  custom_key: 'customKey',
  permissions: 'permissions',
  basic_path: 'basicPath',
};

function issueError(field: KeyField, code: string): FieldError {
  switch (field) {
    case 'name':
      return code === 'too_big'
        ? { key: 'keys.errors.nameTooLong', params: { max: API_KEY_NAME_MAX_LENGTH } }
        : { key: 'keys.errors.nameRequired' };
    case 'basicPath':
      return { key: 'keys.errors.basicPathInvalid' };
    case 'permissions':
      return { key: 'keys.errors.permissionsInvalid' };
    default:
      return { key: 'keys.errors.invalid' };
  }
}

/** Turns schema issues into translated field errors; anything unexpected lands on the form. */
function collectIssues(schema: z.ZodType, body: unknown, errors: KeyFormErrors): void {
  const result = schema.safeParse(body);
  if (result.success) return;
  for (const issue of result.error.issues) {
    const path = String(issue.path[0]);
    const field = FIELD_OF[path] ?? 'form';
    // A computed expiry can only fail by lying in the past (a clock far off, or a slow submit).
    const error =
      path === 'expires_at' ? { key: 'keys.errors.expiryPast' } : issueError(field, issue.code);
    addError(errors, field, error);
  }
}

/** Validates the expiry choice; writes the error and returns undefined when it is not usable. */
function expiryOf(
  values: KeyFormValues,
  now: Date,
  errors: KeyFormErrors,
): string | null | undefined {
  if (values.expiry === 'keep') return undefined;
  const result = computeExpiresAt(values.expiry, values.customDays, now);
  if (result.ok) return result.expiresAt;
  addError(errors, 'customDays', { key: EXPIRY_ERROR_KEYS[result.error] });
  return undefined;
}

function hasErrors(errors: KeyFormErrors): boolean {
  return Object.keys(errors).length > 0;
}

export function validateCreateKey(
  values: KeyFormValues,
  now: Date,
): Validation<KeyField, CreateApiKeyBody> {
  const errors: KeyFormErrors = {};
  const customKey = values.customKey.trim();
  if (values.keySource === 'custom') {
    // The schema's own check, named precisely here: its issue says only that the key is refused.
    const problem = customKey === '' ? null : customKeyProblem(customKey);
    if (customKey === '') addError(errors, 'customKey', { key: 'keys.errors.customKeyRequired' });
    else if (problem) addError(errors, 'customKey', CUSTOM_KEY_ERRORS[problem]);
  }
  const payload: CreateApiKeyBody = {
    name: values.name.trim(),
    permissions: values.permissions,
    basic_path: values.basicPath.trim() || DEFAULT_BASIC_PATH,
    is_guest: values.isGuest ? 1 : 0,
    expires_at: expiryOf(values, now, errors) ?? null,
  };
  if (values.keySource === 'custom' && customKey !== '') payload.custom_key = customKey;
  collectIssues(createApiKeyInput, payload, errors);
  return hasErrors(errors) ? { ok: false, errors } : { ok: true, payload };
}

export function validateUpdateKey(
  values: KeyFormValues,
  now: Date,
): Validation<KeyField, UpdateApiKeyBody> {
  const errors: KeyFormErrors = {};
  const payload: UpdateApiKeyBody = {
    name: values.name.trim(),
    permissions: values.permissions,
    basic_path: values.basicPath.trim() || DEFAULT_BASIC_PATH,
    is_guest: values.isGuest ? 1 : 0,
  };
  const expiresAt = expiryOf(values, now, errors);
  if (expiresAt !== undefined) payload.expires_at = expiresAt;
  collectIssues(updateApiKeyInput, payload, errors);
  return hasErrors(errors) ? { ok: false, errors } : { ok: true, payload };
}

/**
 * Where a refused save's message goes: a taken name beside the name in the admin's language
 * (the server's message is English), a taken custom key value (the other 409) beside that field,
 * anything else above the form.
 */
export function saveErrorPlace(
  error: { status?: unknown; code?: unknown } | null,
  name: string,
): { field: KeyField; error?: FieldError } {
  if (error?.code === ErrorCode.API_KEY_NAME_TAKEN) {
    return {
      field: 'name',
      error: { key: 'keys.errors.nameTaken', params: { name: name.trim() } },
    };
  }
  return { field: error?.status === 409 ? 'customKey' : 'form' };
}
