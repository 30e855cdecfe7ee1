/**
 * Which form field a problem belongs to, and what to say about it. The contract's messages are
 * English, so schema issues are turned into keys of the `mounts` namespace here; the server's own
 * messages are shown as they come, on the field they start with.
 */
import {
  CACHE_TTL_MAX_SECONDS,
  MOUNT_SIGN_EXPIRES_MAX,
  mountPathProblem,
  tidyMountPath,
} from '@cloudpaste/contracts';
import type { z } from 'zod';

/** The fields that can be wrong, plus `form` for what belongs to none of them. */
export type MountField =
  | 'name'
  | 'storageConfigId'
  | 'mountPath'
  | 'remark'
  | 'sortOrder'
  | 'cacheTtl'
  | 'webdavPolicy'
  | 'signExpires'
  | 'form';

/** An i18n key in the `mounts` namespace, with its interpolation values. */
export interface FieldError {
  key: string;
  params?: Record<string, string | number>;
}

/** API field names (in schema paths and at the start of server messages) to form fields. */
const FIELD_OF: Record<string, MountField> = {
  name: 'name',
  // The type follows the configuration, so a wrong type is fixed by choosing another one.
  storage_type: 'storageConfigId',
  storage_config_id: 'storageConfigId',
  mount_path: 'mountPath',
  remark: 'remark',
  sort_order: 'sortOrder',
  cache_ttl: 'cacheTtl',
  webdav_policy: 'webdavPolicy',
  sign_expires: 'signExpires',
};

const PATH_KEYS = {
  start: 'form.errors.pathStart',
  root: 'form.errors.pathRoot',
  chars: 'form.errors.pathChars',
  reserved: 'form.errors.pathReserved',
} as const;

/** The words for the rule a path breaks, as the contract decides it. */
function pathError(raw: string): FieldError {
  const problem = mountPathProblem(tidyMountPath(raw.trim()));
  if (!problem) return { key: 'form.errors.invalid' };
  return {
    key: PATH_KEYS[problem.code],
    params: problem.root ? { root: problem.root } : undefined,
  };
}

function sizeError(issue: z.core.$ZodIssue, tooLongKey: string, otherKey: string): FieldError {
  return issue.code === 'too_big'
    ? { key: tooLongKey, params: { max: Number(issue.maximum) } }
    : { key: otherKey };
}

/** One schema issue as a field and a translatable message. */
export function issueError(
  issue: z.core.$ZodIssue,
  values: { mountPath: string },
): { field: MountField; error: FieldError } {
  const field = FIELD_OF[String(issue.path[0])] ?? 'form';
  switch (field) {
    case 'name':
      return {
        field,
        error: sizeError(issue, 'form.errors.nameTooLong', 'form.errors.nameRequired'),
      };
    case 'storageConfigId':
      return { field, error: { key: 'form.errors.storageRequired' } };
    case 'mountPath':
      if (issue.code === 'custom') return { field, error: pathError(values.mountPath) };
      return {
        field,
        error: sizeError(issue, 'form.errors.pathTooLong', 'form.errors.pathRequired'),
      };
    case 'remark':
      return { field, error: sizeError(issue, 'form.errors.remarkTooLong', 'form.errors.invalid') };
    case 'sortOrder':
      if (issue.code === 'too_big')
        return {
          field,
          error: { key: 'form.errors.sortOrderTooLarge', params: { max: Number(issue.maximum) } },
        };
      if (issue.code === 'too_small')
        return {
          field,
          error: { key: 'form.errors.sortOrderTooSmall', params: { min: Number(issue.minimum) } },
        };
      return { field, error: { key: 'form.errors.sortOrderInvalid' } };
    case 'cacheTtl':
      return {
        field,
        error: { key: 'form.errors.secondsRange', params: { max: CACHE_TTL_MAX_SECONDS } },
      };
    case 'signExpires':
      return {
        field,
        error: { key: 'form.errors.signExpiresRange', params: { max: MOUNT_SIGN_EXPIRES_MAX } },
      };
    default:
      return { field, error: { key: 'form.errors.invalid' } };
  }
}

/** Server messages start with the field they are about ("mount_path cannot start with /api …"). */
export function fieldOfServerMessage(message: string): MountField | undefined {
  const first = /^[a-z_]+/.exec(message)?.[0];
  return first ? FIELD_OF[first] : undefined;
}
