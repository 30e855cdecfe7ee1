/** Text shares (pastes): fields, rules and answers (docs/product/shares.md). */
import { z } from 'zod';
import { PASTE_PAGE_SIZE, PASTE_TITLE_MAX_LENGTH } from './limits.js';
import { PASTE_FORMATS, type PasteFormat } from './paste-options.js';
import { customSlug } from './slugs.js';

/** The slug rule (slugs.ts, slug-rules.ts) is re-exported here, where clients have always found it. */
export { customSlug } from './slugs.js';
export {
  RESERVED_SLUGS,
  SLUG_ALPHABET,
  SLUG_PATTERN,
  slugProblem,
  type SlugProblem,
} from './slug-rules.js';

const maxViews = z
  .number({ error: 'maxViews must be a number' })
  .int('maxViews must be a whole number')
  .min(0, 'maxViews cannot be negative')
  .max(1_000_000_000, 'maxViews is too large');

/** ISO time in the future, or null/empty for never. */
const expiresAt = z
  .union([z.iso.datetime({ offset: true, error: 'expiresAt must be an ISO date' }), z.null()])
  .or(z.literal('').transform(() => null))
  .refine((v) => v === null || Date.parse(v) > Date.now(), 'expiresAt must be in the future');

const password = z.string().max(256, 'password is too long');
const remark = z.string().max(500, 'remark must be at most 500 characters');
/** One line: runs of spaces and line breaks become one space, the ends are trimmed; "" is none. */
const title = z
  .string({ error: 'title must be text' })
  .transform((v) => v.replace(/\s+/g, ' ').trim())
  .pipe(
    z
      .string()
      .max(PASTE_TITLE_MAX_LENGTH, `title must be at most ${PASTE_TITLE_MAX_LENGTH} characters`),
  );
/** Emptiness is checked here; the size limit is the server's (configurable) and checked there. */
const content = z
  .string({ error: 'content is required' })
  .refine((v) => v.trim().length > 0, 'content cannot be empty');

/**
 * End-to-end encrypted content (docs/ENCRYPTION.md): the base64 of a sealed stream, whose header
 * starts with "CPEE" (base64 "Q1BFRQ"). Checked so a client cannot mark plain text as encrypted.
 */
export const SEALED_CONTENT = /^Q1BFRQ[A-Za-z0-9+/]*={0,2}$/;
const encrypted = z.boolean({ error: 'encrypted must be true or false' });
const NOT_SEALED = 'encrypted content must be the base64 of a sealed stream';
const sealedWhenEncrypted = (v: {
  content?: string | undefined;
  encrypted?: boolean | undefined;
}) => v.encrypted !== true || v.content === undefined || SEALED_CONTENT.test(v.content);

/** Existing clients send snake_case (expires_at, max_views); both spellings are accepted. */
function aliases(raw: unknown, pairs: Record<string, string>): unknown {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const out: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  for (const [from, to] of Object.entries(pairs)) {
    if (out[to] === undefined && out[from] !== undefined) out[to] = out[from];
    delete out[from];
  }
  return out;
}

export const createPasteInput = z.preprocess(
  (raw) => aliases(raw, { expires_at: 'expiresAt', max_views: 'maxViews' }),
  z
    .object({
      content,
      title: title.optional(),
      remark: remark.optional(),
      slug: customSlug.optional().or(z.literal('').transform(() => undefined)),
      password: password.optional().or(z.literal('').transform(() => undefined)),
      expiresAt: expiresAt.default(null),
      maxViews: maxViews.default(0),
      format: z
        .enum(PASTE_FORMATS, { error: 'format must be markdown or text' })
        .default('markdown'),
      /** The content is ciphertext the client sealed; the server stores it as it came. */
      encrypted: encrypted.default(false),
    })
    .refine(sealedWhenEncrypted, { message: NOT_SEALED, path: ['content'] }),
);
export type CreatePasteInput = z.infer<typeof createPasteInput>;

export const updatePasteInput = z.preprocess(
  (raw) =>
    aliases(raw, {
      expires_at: 'expiresAt',
      max_views: 'maxViews',
      slug: 'newSlug',
      new_slug: 'newSlug',
    }),
  z
    .object({
      content: content.optional(),
      /** null or "" removes the title. */
      title: title.nullable().optional(),
      remark: remark.nullable().optional(),
      newSlug: customSlug.optional(),
      /** A new password; `clearPassword: true` (or password "") removes it. */
      password: password.optional(),
      clearPassword: z.boolean({ error: 'clearPassword must be true or false' }).optional(),
      expiresAt: expiresAt.optional(),
      maxViews: maxViews.optional(),
      format: z.enum(PASTE_FORMATS, { error: 'format must be markdown or text' }).optional(),
      /**
       * Whether the new content is ciphertext: sent with `content` only. New content for an
       * encrypted share must say it (docs/API.md, "End-to-end encrypted shares").
       */
      encrypted: encrypted.optional(),
    })
    .refine((v) => Object.values(v).some((x) => x !== undefined), 'nothing to update')
    .refine((v) => v.encrypted === undefined || v.content !== undefined, {
      message: 'encrypted is sent only with new content',
      path: ['encrypted'],
    })
    .refine(sealedWhenEncrypted, { message: NOT_SEALED, path: ['content'] }),
);
export type UpdatePasteInput = z.infer<typeof updatePasteInput>;

export const verifyPasswordInput = z.object({
  password: z
    .string({ error: 'password is required' })
    .min(1, 'password is required')
    .max(256, 'password is too long'),
});

export const listPastesQuery = z.object({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int()
    .min(1, 'page must be at least 1')
    .optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1)
    .max(100, 'limit is at most 100')
    .default(PASTE_PAGE_SIZE),
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int()
    .min(0, 'offset cannot be negative')
    .optional(),
  search: z.string().trim().max(200).optional(),
  created_by: z.string().trim().max(100).optional(),
});
export type ListPastesQuery = z.infer<typeof listPastesQuery>;

export const batchDeleteInput = z.object({
  ids: z
    .array(z.string().min(1), { error: 'ids must be an array of ids' })
    .min(1, 'ids must not be empty')
    .max(1000, 'at most 1000 ids at once'),
});

/** `GET /api/raw/{slug}`: a protected share's password may come in the query. */
export const rawPasteQuery = z.object({ password: password.optional() });

/** `POST /api/paste` answer. */
export interface CreatedPaste {
  id: string;
  slug: string;
  title: string | null;
  remark: string | null;
  expiresAt: string | null;
  maxViews: number;
  hasPassword: boolean;
  format: PasteFormat;
  /** The content is end-to-end encrypted: the server holds ciphertext only. */
  encrypted: boolean;
  createdAt: string;
  createdBy: string;
}

/** `GET/POST /api/paste/{slug}` answer. Without the password: `requiresPassword` and no content. */
export interface PasteView {
  slug: string;
  format: PasteFormat;
  createdAt: string;
  expiresAt: string | null;
  maxViews: number;
  hasPassword: boolean;
  requiresPassword: boolean;
  /** The content is ciphertext (base64 of a sealed stream) to open with the link's key. */
  encrypted: boolean;
  content?: string;
  /** Sent with the content, like the remark: a locked share shows neither. */
  title?: string | null;
  remark?: string | null;
  views?: number;
  /** True when this read used up the last allowed view: the share is gone now. */
  isLastView?: boolean;
  /** Present when the caller may edit this share (its admin or creating key). */
  id?: string;
  canEdit?: boolean;
}

/** A paste in management lists and `GET /api/pastes/{id}`. */
export interface PasteRecord {
  id: string;
  slug: string;
  title: string | null;
  remark: string | null;
  format: PasteFormat;
  hasPassword: boolean;
  /** Ciphertext only: lists show no preview of it. */
  encrypted: boolean;
  expiresAt: string | null;
  maxViews: number;
  views: number;
  createdBy: string;
  /** The creating key's name, when a key created it and still exists. */
  keyName: string | null;
  createdAt: string;
  updatedAt: string;
  isExpired: boolean;
  /** Bytes of UTF-8 content. */
  size: number;
  /** First characters of the content (lists) or the whole content (single record). */
  preview?: string;
  content?: string;
}

export interface PasteList {
  results: PasteRecord[];
  pagination: { total: number; page: number; limit: number; offset: number };
}
