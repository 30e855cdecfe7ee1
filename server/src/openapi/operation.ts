/**
 * One API operation as the OpenAPI document describes it (docs/API.md, "OpenAPI"): the method and
 * path the app registers, who may call it, and the contracts' zod schemas of what goes in and out.
 * The route tables in operations/ list them; document.ts turns them into OpenAPI 3.1.
 */
import type { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/**
 * Who may call: no one in particular, the admin (Bearer token), or an API key holder with one of
 * the named permission bits (the admin passes those checks too).
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'admin' }
  /** Any signed-in account, admin or user (docs/ACCOUNTS.md): its session token. */
  | { kind: 'account' }
  | { kind: 'key'; permissions: readonly string[] };

export const PUBLIC: Access = { kind: 'public' };
export const ADMIN: Access = { kind: 'admin' };
export const ACCOUNT: Access = { kind: 'account' };
export const key = (...permissions: string[]): Access => ({ kind: 'key', permissions });

/** A contract schema with the name it has under components/schemas. */
export interface Named {
  id: string;
  schema: z.ZodType;
}

export const named = (id: string, schema: z.ZodType): Named => ({ id, schema });

/** What a successful call answers: the JSON envelope around `data`, or bytes of a file. */
export type Answer =
  | { kind: 'json'; data?: Named; status?: 200 | 201 | 202 }
  | { kind: 'bytes'; mediaType?: string; description: string }
  | { kind: 'redirect'; description: string };

export type Body =
  | { kind: 'json'; schema: Named }
  | { kind: 'form'; description: string; fields?: Named }
  | { kind: 'bytes'; description: string };

/** What an operation does, in English and in Chinese (the reference page shows one, docs/API.md). */
export type Summary = readonly [en: string, zh: string];

export interface ApiOperation {
  method: HttpMethod;
  /** The path as Hono registers it under the app: `/api/paste/:slug`, `/api/p/*`. */
  path: string;
  tag: string;
  summary: Summary;
  access: Access;
  query?: Named;
  body?: Body;
  /** The envelope around unnamed data when absent. */
  answer?: Answer;
}

/** `data` as the envelope's JSON. */
export const json = (data?: Named, status?: 200 | 201 | 202): Answer => ({
  kind: 'json',
  data,
  status,
});
export const jsonBody = (schema: Named): Body => ({ kind: 'json', schema });

/** A file's bytes as the share and explorer routes serve them. */
export const FILE_BYTES: Answer = {
  kind: 'bytes',
  description:
    "The file's bytes (Range answers 206), or 302 to the storage's signed URL; a password or ticket where the share has one",
};

/** POSTs of one tag and access: `post(path, summary, body, answer)`. */
export const postsOf =
  (tag: string, access: Access) =>
  (path: string, summary: Summary, body?: Body, answer?: Answer): ApiOperation => ({
    method: 'post',
    path,
    tag,
    summary,
    access,
    body,
    answer,
  });
