/**
 * Mount points (docs/product/mounts-and-explorer.md, "Mount points"): a storage
 * configuration shown at a path of the one virtual file tree. The fields clients send, their rules,
 * and the view the API answers.
 */
import { z } from 'zod';
import { boolLike, idField, numberLike, optional, remarkField } from './file-fields.js';
import {
  CACHE_TTL_DEFAULT_SECONDS,
  CACHE_TTL_MAX_SECONDS,
  MOUNT_NAME_MAX_LENGTH,
} from './limits.js';
import { storageTypeField, type StorageType } from './storage-configs.js';

export const MOUNT_PATH_MAX_LENGTH = 255;
/** Longest proxy-link signature lifetime a mount may ask for: one year, in seconds. */
export const MOUNT_SIGN_EXPIRES_MAX = 365 * 24 * 3600;
export const WEBDAV_POLICIES = ['302_redirect', 'native_proxy'] as const;
export type WebdavPolicy = (typeof WEBDAV_POLICIES)[number];

/**
 * First segments a mount path may not take: the app's own URL spaces (`/api`, `/dav` ...) and the
 * names WebDAV clients and browsers ask for on their own.
 */
export const RESERVED_MOUNT_ROOTS = [
  'api',
  'dav',
  'webdav',
  'admin',
  'assets',
  'static',
  'p',
  '.well-known',
] as const;

/** Letters, digits, `_`, `-`, Chinese characters and `/`. */
const MOUNT_PATH_CHARS = /^[A-Za-z0-9_\-/\u3400-\u9fff\uf900-\ufaff]+$/;

/** Which rule a mount path breaks: a stable code for translations, and the API's words. */
export interface MountPathProblem {
  code: 'start' | 'root' | 'chars' | 'reserved';
  message: string;
  /** The reserved first segment, for 'reserved'. */
  root?: string;
}

/** `/docs/`, `/docs//a` and `docs` mean `/docs`, `/docs/a` and `/docs`: a mount path always starts at the root. */
export const tidyMountPath = (path: string): string =>
  `/${path.split('/').filter(Boolean).join('/')}`;

/** The first rule a (tidied) mount path breaks, or null when it is fine. */
export function mountPathProblem(path: string): MountPathProblem | null {
  if (!path.startsWith('/')) return { code: 'start', message: 'mount_path must start with /' };
  if (path === '/') return { code: 'root', message: 'mount_path cannot be the root /' };
  if (!MOUNT_PATH_CHARS.test(path))
    return {
      code: 'chars',
      message: 'mount_path may contain only letters, digits, _, -, Chinese characters and /',
    };
  const first = path.split('/')[1]?.toLowerCase() ?? '';
  if ((RESERVED_MOUNT_ROOTS as readonly string[]).includes(first))
    return {
      code: 'reserved',
      root: `/${first}`,
      message: `mount_path cannot start with /${first}: it is reserved by the system`,
    };
  return null;
}

const mountPath = z
  .string({ error: 'mount_path is required' })
  .trim()
  .min(1, 'mount_path is required')
  .max(MOUNT_PATH_MAX_LENGTH, `mount_path must be at most ${MOUNT_PATH_MAX_LENGTH} characters`)
  // `/docs/`, `/docs//a` and `docs` mean `/docs`, `/docs/a` and `/docs`.
  .transform(tidyMountPath)
  .superRefine((v, ctx) => {
    const problem = mountPathProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message });
  });

const name = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(MOUNT_NAME_MAX_LENGTH, `name must be at most ${MOUNT_NAME_MAX_LENGTH} characters`);

/** A registered driver's type; the server checks it is the chosen configuration's. */
const storageType = storageTypeField;

const cacheTtl = numberLike('cache_ttl').pipe(
  z
    .number()
    .int('cache_ttl must be a whole number of seconds')
    .min(0, 'cache_ttl cannot be negative')
    .max(CACHE_TTL_MAX_SECONDS, `cache_ttl must be at most ${CACHE_TTL_MAX_SECONDS} seconds`),
);

const sortOrder = numberLike('sort_order').pipe(
  z
    .number()
    .int('sort_order must be a whole number')
    .min(-1_000_000, 'sort_order is too small')
    .max(1_000_000, 'sort_order is too large'),
);

/** Seconds a signed proxy link lives; 0 means the global `proxy_sign_expires` setting. */
const signExpires = numberLike('sign_expires').pipe(
  z
    .number()
    .int('sign_expires must be a whole number of seconds')
    .min(0, 'sign_expires cannot be negative')
    .max(MOUNT_SIGN_EXPIRES_MAX, 'sign_expires must be at most one year'),
);

const webdavPolicy = z.enum(WEBDAV_POLICIES, {
  error: `webdav_policy must be one of ${WEBDAV_POLICIES.join(', ')}`,
});

const fields = {
  name,
  storage_type: storageType,
  storage_config_id: idField('storage_config_id'),
  mount_path: mountPath,
  remark: optional(remarkField.nullable()),
  is_active: optional(boolLike('is_active')),
  sort_order: optional(sortOrder),
  cache_ttl: optional(cacheTtl),
  web_proxy: optional(boolLike('web_proxy')),
  webdav_policy: optional(webdavPolicy),
  enable_sign: optional(boolLike('enable_sign')),
  sign_expires: optional(signExpires),
};

/** `POST /api/admin/mounts`. */
export const createMountInput = z.object(fields).transform((v) => ({
  ...v,
  remark: v.remark?.trim() || null,
  is_active: v.is_active ?? true,
  sort_order: v.sort_order ?? 0,
  cache_ttl: v.cache_ttl ?? CACHE_TTL_DEFAULT_SECONDS,
  web_proxy: v.web_proxy ?? false,
  webdav_policy: v.webdav_policy ?? ('302_redirect' as WebdavPolicy),
  enable_sign: v.enable_sign ?? false,
  sign_expires: v.sign_expires ?? 0,
}));
export type CreateMountInput = z.infer<typeof createMountInput>;

/** `PUT /api/admin/mounts/{id}`: any of the fields; an empty remark clears it. */
export const updateMountInput = z
  .object({
    name: optional(name),
    storage_type: optional(storageType),
    storage_config_id: optional(idField('storage_config_id')),
    mount_path: optional(mountPath),
    remark: z
      .preprocess((v) => (v === '' ? null : v), remarkField.nullable().optional())
      .transform((v) => (typeof v === 'string' ? v.trim() || null : v)),
    is_active: fields.is_active,
    sort_order: fields.sort_order,
    cache_ttl: fields.cache_ttl,
    web_proxy: fields.web_proxy,
    webdav_policy: fields.webdav_policy,
    enable_sign: fields.enable_sign,
    sign_expires: fields.sign_expires,
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'nothing to update');
export type UpdateMountInput = z.infer<typeof updateMountInput>;

/** A mount as the API answers it. Flags are booleans; times ISO strings. */
export interface Mount {
  id: string;
  name: string;
  storage_type: StorageType;
  storage_config_id: string;
  /** The storage configuration's name, for lists. */
  storage_config_name: string | null;
  mount_path: string;
  remark: string | null;
  is_active: boolean;
  sort_order: number;
  cache_ttl: number;
  web_proxy: boolean;
  webdav_policy: WebdavPolicy;
  enable_sign: boolean;
  sign_expires: number;
  /** `system`, the admin id, or `apikey:{id}`. */
  created_by: string;
  created_at: string;
  updated_at: string;
  last_used: string | null;
  /** The mount's search index, in the admin's answers (docs/API.md, Mounts). */
  index?: MountIndexState;
}

/**
 * A mount's search index: `none` (never built), `building` (a build under way or waiting to be
 * resumed, `indexed` objects so far), `ready` (built; `indexedAt` is when the last build started).
 */
export interface MountIndexState {
  state: 'none' | 'building' | 'ready';
  indexed: number;
  /** Entries after the last finished build. */
  entries: number;
  indexedAt: string | null;
}
