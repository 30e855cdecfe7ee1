/**
 * The settings catalogue (docs/product/admin.md, "Settings"): every key with its group, type,
 * default and rule. The database stores only values; everything else about a setting is defined
 * here, once.
 */
import { z } from 'zod';
import { DEFAULT_AUDIT_RETENTION_DAYS, MAX_AUDIT_RETENTION_DAYS } from './audit.js';
import { DEFAULT_PREVIEW_TYPES } from './file-types.js';
import { DEFAULT_MAX_UPLOAD_SIZE_MB } from './limits.js';

export const SettingGroup = { GLOBAL: 1, PREVIEW: 2, WEBDAV: 3, SYSTEM: 99 } as const;
export type SettingGroup = (typeof SettingGroup)[keyof typeof SettingGroup];
export const SETTING_GROUP_NAMES: Record<SettingGroup, string> = {
  1: 'global',
  2: 'preview',
  3: 'webdav',
  99: 'system',
};

export type SettingType = 'number' | 'bool' | 'select' | 'text' | 'textarea';
export type SettingValue = string | number | boolean;

/** Bit flags on a setting: read-only ones cannot be written through the API. */
export const SettingFlag = { NONE: 0, READ_ONLY: 1 } as const;

export interface SettingDefinition {
  key: string;
  group_id: SettingGroup;
  type: SettingType;
  default: SettingValue;
  options?: readonly string[];
  sort_order: number;
  flags: number;
  description: string;
  /** The type check, always applied. */
  schema: z.ZodType<SettingValue>;
  /** Business rules on top of the type, skipped with `?validate=false`. */
  rule?: z.ZodType<SettingValue>;
}

export const SIZE_UNITS = ['KB', 'MB', 'GB'] as const;
export type SizeUnit = (typeof SIZE_UNITS)[number];
export const FILE_NAMING_STRATEGIES = ['overwrite', 'random_suffix'] as const;
export const WEBDAV_UPLOAD_MODES = ['multipart', 'direct'] as const;
export type WebdavUploadMode = (typeof WEBDAV_UPLOAD_MODES)[number];

const bool = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
  error: 'must be true or false',
});
const num = z.union(
  [
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ],
  {
    error: 'must be a number',
  },
);
const extensionList = z
  .string()
  .max(4000)
  .transform((v) =>
    v
      .split(',')
      .map((e) => e.trim().toLowerCase().replace(/^\./, ''))
      .filter((e) => e.length > 0)
      .join(','),
  );
const extensionRule = z
  .string()
  .regex(/^([a-z0-9_+-]+(,[a-z0-9_+-]+)*)?$/, 'extensions may contain only a-z, 0-9, _, + and -');

function def(d: Omit<SettingDefinition, 'flags'> & { flags?: number }): SettingDefinition {
  return { flags: SettingFlag.NONE, ...d };
}

export const SETTINGS: readonly SettingDefinition[] = [
  def({
    key: 'max_upload_size',
    group_id: SettingGroup.GLOBAL,
    type: 'number',
    default: DEFAULT_MAX_UPLOAD_SIZE_MB,
    sort_order: 1,
    description: 'Largest file a single upload may carry, in max_upload_size_unit.',
    schema: num,
    rule: z
      .number()
      .positive('max upload size must be greater than 0')
      .max(1024 * 1024 * 1024),
  }),
  def({
    key: 'max_upload_size_unit',
    group_id: SettingGroup.GLOBAL,
    type: 'select',
    default: 'MB',
    options: SIZE_UNITS,
    sort_order: 2,
    description: 'Unit of max_upload_size.',
    schema: z.enum(SIZE_UNITS, { error: 'unit must be KB, MB or GB' }),
  }),
  def({
    key: 'default_use_proxy',
    group_id: SettingGroup.GLOBAL,
    type: 'bool',
    default: false,
    sort_order: 3,
    description: 'New file shares are served through this server instead of direct storage links.',
    schema: bool,
  }),
  def({
    key: 'file_naming_strategy',
    group_id: SettingGroup.GLOBAL,
    type: 'select',
    default: 'overwrite',
    options: FILE_NAMING_STRATEGIES,
    sort_order: 4,
    description:
      'What an upload does when a file of the same name exists: overwrite it or add a random suffix.',
    schema: z.enum(FILE_NAMING_STRATEGIES, { error: 'must be overwrite or random_suffix' }),
  }),
  def({
    key: 'proxy_sign_all',
    group_id: SettingGroup.GLOBAL,
    type: 'bool',
    default: false,
    sort_order: 5,
    description: 'Sign every proxied download link, whatever the mount says.',
    schema: bool,
  }),
  def({
    key: 'proxy_sign_expires',
    group_id: SettingGroup.GLOBAL,
    type: 'number',
    default: 0,
    sort_order: 6,
    description: 'Lifetime of proxy signatures in seconds; 0 means they never expire.',
    schema: num,
    rule: z
      .number()
      .int('signature expiry must be a whole number of seconds')
      .min(0, 'signature expiry cannot be negative')
      .max(365 * 24 * 3600, 'signature expiry is at most one year'),
  }),
  def({
    key: 'audit_retention_days',
    group_id: SettingGroup.GLOBAL,
    type: 'number',
    default: DEFAULT_AUDIT_RETENTION_DAYS,
    sort_order: 7,
    description: 'Days the audit log keeps an entry; 0 keeps entries forever.',
    schema: num,
    rule: z
      .number()
      .int('audit retention must be a whole number of days')
      .min(0, 'audit retention cannot be negative')
      .max(MAX_AUDIT_RETENTION_DAYS, `audit retention is at most ${MAX_AUDIT_RETENTION_DAYS} days`),
  }),
  ...Object.entries(DEFAULT_PREVIEW_TYPES).map(([key, value], i) =>
    def({
      key,
      group_id: SettingGroup.PREVIEW,
      type: 'textarea',
      default: value,
      sort_order: i + 1,
      description: `Comma-separated extensions previewed as ${key.split('_')[1]}.`,
      schema: extensionList,
      rule: extensionRule,
    }),
  ),
  def({
    key: 'webdav_upload_mode',
    group_id: SettingGroup.WEBDAV,
    type: 'select',
    default: 'multipart',
    options: WEBDAV_UPLOAD_MODES,
    sort_order: 1,
    description:
      'How WebDAV PUT writes to storage: multipart (large files) or direct (one request).',
    schema: z.enum(WEBDAV_UPLOAD_MODES, { error: 'must be multipart or direct' }),
  }),
  // Kept among the system settings (not listed with the global ones): Admin > Users switches it
  // (docs/ACCOUNTS.md, "Sign-up").
  def({
    key: 'allow_registration',
    group_id: SettingGroup.SYSTEM,
    type: 'bool',
    default: false,
    sort_order: 2,
    description: 'Whether visitors may sign up; their accounts wait for the admin to approve them.',
    schema: bool,
  }),
  def({
    key: 'installed_at',
    group_id: SettingGroup.SYSTEM,
    type: 'text',
    default: '',
    sort_order: 1,
    flags: SettingFlag.READ_ONLY,
    description: 'When this instance first started.',
    schema: z.string(),
  }),
];

export const SETTINGS_BY_KEY: ReadonlyMap<string, SettingDefinition> = new Map(
  SETTINGS.map((s) => [s.key, s]),
);

/** A setting as `GET /api/admin/settings` answers it. */
export interface SettingItem {
  key: string;
  value: SettingValue;
  type: SettingType;
  group_id: number;
  options: readonly string[] | null;
  sort_order: number;
  flags: number;
  description: string;
  default_value: SettingValue;
}

export interface SettingGroupInfo {
  id: number;
  name: string;
  settingCount: number;
}

/** `PUT /api/admin/settings/group/{group}` body: a key -> value map; each value is checked by its setting. */
export const updateSettingsInput = z.record(z.string(), z.unknown(), {
  error: 'body must be an object of setting keys to values',
});

/** `?validate=false` on that PUT saves values its settings would refuse (a restore of old ones). */
export const saveSettingsQuery = z.object({ validate: z.string().optional() });

const flagQuery = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** `GET /api/admin/settings`: one group or all; `metadata=false` answers a key -> value map. */
export const listSettingsQuery = z.object({
  group: z.coerce.number({ error: 'group must be a number' }).int().optional(),
  metadata: flagQuery.optional(),
  includeSystem: flagQuery.optional(),
});

/** `GET /api/admin/settings/metadata`: the setting asked about. */
export const settingMetadataQuery = z.object({
  key: z.string({ error: 'key is required' }).min(1, 'key is required'),
});

/** The `{group}` of `PUT /api/admin/settings/group/{group}`. */
export const settingGroupParam = z.coerce
  .number({ error: 'group must be a number' })
  .int('group must be a whole number');

export const SIZE_UNIT_BYTES: Record<SizeUnit, number> = {
  KB: 1024,
  MB: 1024 * 1024,
  GB: 1024 * 1024 * 1024,
};
