/**
 * The upload form's share options (docs/product/uploads.md, "Share options"): their values as
 * typed, the checks run before anything is sent, and the fields every upload path takes.
 */
import {
  RESERVED_SLUGS,
  SHARE_EXPIRY_PRESET_HOURS,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  STORAGE_SUBPATH_MAX_LENGTH,
  storageSubpath,
} from '@cloudpaste/contracts';
import type { MethodPreference } from './engine/chooseMethod';
import type { SealChoice, ShareFields } from './engine/context';

export const EXPIRY_PRESETS = ['1h', '1d', '7d', '30d', 'never'] as const;
export type ExpiryPreset = (typeof EXPIRY_PRESETS)[number];
/** Hours of each preset; null is never. */
const PRESET_HOURS = Object.fromEntries(
  EXPIRY_PRESETS.map((preset, i) => [preset, SHARE_EXPIRY_PRESET_HOURS[i] ?? null]),
) as Record<ExpiryPreset, number | null>;

/** How the share's bytes reach viewers: the server's default, through this server, or storage links. */
export const ACCESS_MODES = ['default', 'proxy', 'direct'] as const;
export type AccessMode = (typeof ACCESS_MODES)[number];

export const REMARK_MAX_LENGTH = 500;
export const PASSWORD_MAX_LENGTH = 256;

export interface ShareOptionValues {
  storageConfigId: string;
  /** A folder inside the configuration's default folder ('reports/2024'); '' for that folder. */
  path: string;
  method: MethodPreference;
  remark: string;
  slug: string;
  password: string;
  expiry: ExpiryPreset;
  maxViews: string;
  access: AccessMode;
  /** Seal picked files in the browser (docs/ENCRYPTION.md), with this password when not empty. */
  encrypt: boolean;
  e2eePassword: string;
}

/** New shares expire after 7 days, like text shares: "never" is risky on a public instance. */
export const DEFAULT_OPTIONS: ShareOptionValues = {
  storageConfigId: '',
  path: '',
  method: 'auto',
  remark: '',
  slug: '',
  password: '',
  expiry: '7d',
  maxViews: '0',
  access: 'default',
  encrypt: false,
  e2eePassword: '',
};

export type OptionError =
  | 'slugInvalid'
  | 'slugTooLong'
  | 'slugReserved'
  | 'maxViewsInvalid'
  | 'remarkTooLong'
  | 'passwordTooLong'
  | 'pathInvalid'
  | 'pathTooLong';
export type OptionErrors = Partial<
  Record<'slug' | 'maxViews' | 'remark' | 'password' | 'path', OptionError>
>;

export type OptionsResult =
  { ok: true; fields: ShareFields; seal: SealChoice | null } | { ok: false; errors: OptionErrors };

function slugError(slug: string): OptionError | undefined {
  if (slug === '') return undefined;
  if (slug.length > SLUG_MAX_LENGTH) return 'slugTooLong';
  if (!SLUG_PATTERN.test(slug)) return 'slugInvalid';
  if (RESERVED_SLUGS.includes(slug.toLowerCase())) return 'slugReserved';
  return undefined;
}

/** The storage sub-path as the server will store it ('/a//b/' is 'a/b'), or why it is refused. */
function subpathOf(path: string): { path: string } | { error: OptionError } {
  if (path.length > STORAGE_SUBPATH_MAX_LENGTH) return { error: 'pathTooLong' };
  const parsed = storageSubpath.safeParse(path);
  return parsed.success ? { path: parsed.data } : { error: 'pathInvalid' };
}

/**
 * Checks the options and turns them into request fields. A custom link suffix names one share, so
 * it applies only when a single file is uploaded (the form disables it otherwise).
 */
export function toShareFields(values: ShareOptionValues, fileCount: number): OptionsResult {
  const slug = fileCount === 1 ? values.slug.trim() : '';
  const maxViewsText = values.maxViews.trim() === '' ? '0' : values.maxViews.trim();
  const subpath = subpathOf(values.path.trim());
  const errors: OptionErrors = {
    path: 'error' in subpath ? subpath.error : undefined,
    slug: slugError(slug),
    maxViews: /^\d{1,10}$/.test(maxViewsText) ? undefined : 'maxViewsInvalid',
    remark: values.remark.length > REMARK_MAX_LENGTH ? 'remarkTooLong' : undefined,
    password: values.password.length > PASSWORD_MAX_LENGTH ? 'passwordTooLong' : undefined,
  };
  const problems = Object.fromEntries(Object.entries(errors).filter(([, e]) => e)) as OptionErrors;
  if (Object.keys(problems).length > 0) return { ok: false, errors: problems };

  const hours = PRESET_HOURS[values.expiry];
  return {
    ok: true,
    fields: {
      s3_config_id: values.storageConfigId || undefined,
      path: ('path' in subpath && subpath.path) || undefined,
      slug: slug || undefined,
      remark: values.remark.trim() || undefined,
      password: values.password || undefined,
      expires_in: hours ?? undefined,
      max_views: Number(maxViewsText),
      use_proxy: values.access === 'default' ? undefined : values.access === 'proxy',
    },
    seal: values.encrypt ? (values.e2eePassword ? { password: values.e2eePassword } : {}) : null,
  };
}
