/**
 * The mount form without React: its values, their defaults, and the checks made before sending,
 * which are the contract's own schema (the server runs the same one), with translated messages.
 */
import {
  CACHE_TTL_DEFAULT_SECONDS,
  createMountInput,
  type CreateMountInput,
  type Mount,
  type StorageType,
  type WebdavPolicy,
} from '@cloudpaste/contracts';
import { issueError, type FieldError, type MountField } from './mountErrors';

/** What the inputs hold: numbers stay text until checked, so a half-typed value is not lost. */
export interface MountFormValues {
  name: string;
  storageConfigId: string;
  mountPath: string;
  remark: string;
  isActive: boolean;
  sortOrder: string;
  cacheTtl: string;
  webProxy: boolean;
  webdavPolicy: WebdavPolicy;
  enableSign: boolean;
  signExpires: string;
}

export type MountFormErrors = Partial<Record<MountField, FieldError>>;

export type MountValidation =
  { ok: true; body: CreateMountInput } | { ok: false; errors: MountFormErrors };

export function emptyMountForm(storageConfigId = ''): MountFormValues {
  return {
    name: '',
    storageConfigId,
    mountPath: '',
    remark: '',
    isActive: true,
    sortOrder: '0',
    cacheTtl: String(CACHE_TTL_DEFAULT_SECONDS),
    webProxy: false,
    webdavPolicy: '302_redirect',
    enableSign: false,
    signExpires: '0',
  };
}

export function formFromMount(mount: Mount): MountFormValues {
  return {
    name: mount.name,
    storageConfigId: mount.storage_config_id,
    mountPath: mount.mount_path,
    remark: mount.remark ?? '',
    isActive: mount.is_active,
    sortOrder: String(mount.sort_order),
    cacheTtl: String(mount.cache_ttl),
    webProxy: mount.web_proxy,
    webdavPolicy: mount.webdav_policy,
    enableSign: mount.enable_sign,
    signExpires: String(mount.sign_expires),
  };
}

/** An emptied number field means its documented default rather than "unchanged". */
const orDefault = (value: string, fallback: number) => value.trim() || String(fallback);

/**
 * Checks the whole form with `createMountInput`, for edits too: an edited mount must be as valid
 * as a new one, and its parsed output (trimmed, path tidied, remark '' -> null) is a complete PUT
 * body. `storageType` comes from the chosen configuration, never from the user.
 */
export function validateMountForm(
  values: MountFormValues,
  storageType: StorageType | undefined,
): MountValidation {
  const result = createMountInput.safeParse({
    name: values.name,
    storage_type: storageType,
    storage_config_id: values.storageConfigId,
    mount_path: values.mountPath,
    remark: values.remark,
    is_active: values.isActive,
    sort_order: orDefault(values.sortOrder, 0),
    cache_ttl: orDefault(values.cacheTtl, CACHE_TTL_DEFAULT_SECONDS),
    web_proxy: values.webProxy,
    webdav_policy: values.webdavPolicy,
    enable_sign: values.enableSign,
    sign_expires: orDefault(values.signExpires, 0),
  });
  if (result.success) return { ok: true, body: result.data };
  const errors: MountFormErrors = {};
  for (const issue of result.error.issues) {
    const { field, error } = issueError(issue, values);
    // The first rule a field breaks is the one worth fixing first.
    errors[field] ??= error;
  }
  return { ok: false, errors };
}
