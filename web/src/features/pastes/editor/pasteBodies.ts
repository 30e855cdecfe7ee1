/** Turns validated editor values into the create and update request bodies, and the result summary. */
import type { CreatedPaste, PasteRecord } from '@cloudpaste/contracts';
import type { CreatePasteBody, UpdatePasteBody } from '../api';
import { sealText } from '../e2ee/sealing';
import { computeExpiresAt } from './expiry';
import { normalTitle, parseMaxViews, type EditorValues } from './editorValues';

/** What the result panel shows about a saved share. */
export interface SavedShare {
  slug: string;
  hasPassword: boolean;
  expiresAt: string | null;
  maxViews: number;
  /** The password typed in this session, so the raw link opens without asking. */
  password?: string;
  /** End-to-end encrypted: the link key, shown in the link's fragment only here (never stored). */
  key?: string;
  /** Encrypted with a password of its own as well. */
  hasE2eePassword?: boolean;
}

/** The expiresAt for a non-'keep' choice; values must have passed validateValues. */
function expiresAtOf(values: EditorValues, now: Date): string | null {
  if (values.expiry === 'keep') return null;
  const result = computeExpiresAt(values.expiry, values.customAmount, values.customUnit, now);
  return result.ok ? result.expiresAt : null;
}

export function buildCreateBody(values: EditorValues, now: Date): CreatePasteBody {
  const body: CreatePasteBody = {
    content: values.content,
    format: values.format,
    expiresAt: expiresAtOf(values, now),
    maxViews: parseMaxViews(values.maxViews) ?? 0,
  };
  if (normalTitle(values.title)) body.title = normalTitle(values.title);
  if (values.remark.trim()) body.remark = values.remark.trim();
  if (values.slug.trim()) body.slug = values.slug.trim();
  if (values.password) body.password = values.password;
  return body;
}

/** Only what the edit form can change; the suffix and password only when the user changed them. */
export function buildUpdateBody(
  values: EditorValues,
  record: PasteRecord,
  now: Date,
): UpdatePasteBody {
  const body: UpdatePasteBody = {
    content: values.content,
    format: values.format,
    title: normalTitle(values.title) || null,
    remark: values.remark.trim() || null,
    maxViews: parseMaxViews(values.maxViews) ?? record.maxViews,
  };
  const slug = values.slug.trim();
  if (slug !== record.slug) body.newSlug = slug;
  if (values.clearPassword && record.hasPassword) body.clearPassword = true;
  else if (values.password) body.password = values.password;
  if (values.expiry !== 'keep') body.expiresAt = expiresAtOf(values, now);
  return body;
}

/**
 * With "End-to-end encrypt" chosen, the body's content sealed in this browser under a new key
 * (docs/ENCRYPTION.md); the key goes into the link shown after creation, never to the server.
 */
export async function sealedIfChosen(
  body: CreatePasteBody,
  values: EditorValues,
): Promise<{ body: CreatePasteBody; sealing?: { key: string; hasPassword: boolean } }> {
  if (!values.encrypt) return { body };
  const { content, key } = await sealText(body.content, values.e2eePassword);
  return {
    body: { ...body, content, encrypted: true },
    sealing: { key, hasPassword: values.e2eePassword !== '' },
  };
}

export function savedFromCreated(
  created: CreatedPaste,
  password: string,
  sealing?: { key: string; hasPassword: boolean },
): SavedShare {
  return {
    key: sealing?.key,
    hasE2eePassword: sealing?.hasPassword,
    slug: created.slug,
    hasPassword: created.hasPassword,
    expiresAt: created.expiresAt,
    maxViews: created.maxViews,
    password: created.hasPassword && password ? password : undefined,
  };
}

/** The update answer carries only id and slug: the rest follows from what was sent. */
export function savedFromUpdate(
  slug: string,
  body: UpdatePasteBody,
  record: PasteRecord,
): SavedShare {
  const hasPassword = body.clearPassword ? false : body.password ? true : record.hasPassword;
  return {
    slug,
    hasPassword,
    expiresAt: body.expiresAt === undefined ? record.expiresAt : body.expiresAt,
    maxViews: body.maxViews ?? record.maxViews,
    password: body.password,
  };
}
