/**
 * The edit dialog's values for one share (remark, link suffix, expiry, max views, password, access)
 * and the `PUT /api/files/{id}` body they make: only what changed is sent.
 */
import {
  RESERVED_SLUGS,
  SHARE_EXPIRY_PRESET_HOURS,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  type FileRecord,
} from '@cloudpaste/contracts';
import type { UpdateFileBody } from '../api';

export const EXPIRY_CHOICES = ['keep', '1h', '1d', '7d', '30d', 'never'] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number];
const PRESET_HOURS: Record<Exclude<ExpiryChoice, 'keep' | 'never'>, number> = {
  '1h': SHARE_EXPIRY_PRESET_HOURS[0],
  '1d': SHARE_EXPIRY_PRESET_HOURS[1],
  '7d': SHARE_EXPIRY_PRESET_HOURS[2],
  '30d': SHARE_EXPIRY_PRESET_HOURS[3],
};

export interface EditFileValues {
  remark: string;
  slug: string;
  expiry: ExpiryChoice;
  maxViews: string;
  /** A new password; empty keeps the current one. */
  password: string;
  clearPassword: boolean;
  useProxy: boolean;
}

export type EditError =
  | 'slugRequired'
  | 'slugInvalid'
  | 'slugTooLong'
  | 'slugReserved'
  /** The server's 409: another share has this suffix. */
  | 'slugTaken'
  | 'maxViewsInvalid';
export type EditErrors = Partial<Record<'slug' | 'maxViews', EditError>>;

export function valuesOf(file: FileRecord): EditFileValues {
  return {
    remark: file.remark ?? '',
    slug: file.slug,
    expiry: 'keep',
    maxViews: String(file.max_views),
    password: '',
    clearPassword: false,
    useProxy: file.use_proxy,
  };
}

function slugError(slug: string): EditError | undefined {
  if (slug === '') return 'slugRequired';
  if (slug.length > SLUG_MAX_LENGTH) return 'slugTooLong';
  if (!SLUG_PATTERN.test(slug)) return 'slugInvalid';
  if (RESERVED_SLUGS.includes(slug.toLowerCase())) return 'slugReserved';
  return undefined;
}

export type EditResult =
  { ok: true; body: UpdateFileBody | null } | { ok: false; errors: EditErrors };

/** The changes to send, computed at `now` (expiry presets count from the moment of saving). */
export function buildUpdateBody(file: FileRecord, values: EditFileValues, now: Date): EditResult {
  const slug = values.slug.trim();
  const maxViews = values.maxViews.trim() === '' ? '0' : values.maxViews.trim();
  const errors: EditErrors = {};
  const slugProblem = slug === file.slug ? undefined : slugError(slug);
  if (slugProblem) errors.slug = slugProblem;
  if (!/^\d{1,10}$/.test(maxViews)) errors.maxViews = 'maxViewsInvalid';
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const body: UpdateFileBody = {};
  const remark = values.remark.trim();
  if (remark !== (file.remark ?? '')) body.remark = remark === '' ? null : remark;
  if (slug !== file.slug) body.slug = slug;
  if (Number(maxViews) !== file.max_views) body.max_views = Number(maxViews);
  if (values.useProxy !== file.use_proxy) body.use_proxy = values.useProxy;
  if (values.expiry === 'never') body.expires_at = null;
  else if (values.expiry !== 'keep') {
    body.expires_at = new Date(
      now.getTime() + PRESET_HOURS[values.expiry] * 3_600_000,
    ).toISOString();
  }
  // '' clears the password (docs/API.md, "File management"); a new one replaces it.
  if (values.clearPassword) body.password = '';
  else if (values.password !== '') body.password = values.password;
  return { ok: true, body: Object.keys(body).length > 0 ? body : null };
}
