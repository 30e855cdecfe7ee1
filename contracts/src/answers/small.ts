/**
 * Small answers the services type inline rather than by a contracts interface; the route test
 * openapi.answers.routes.test.ts parses the real ones with these.
 */
import { z } from 'zod';

/** `data: null`: the message says what happened. */
export const nothingAnswer = z.null();

export const deletedAnswer = z.object({ deleted: z.number() });

export const keysDeletedAnswer = z.object({ deleted: z.number(), notFound: z.number() });

export const pasteUpdatedAnswer = z.object({ id: z.string(), slug: z.string() });

export const accountUpdatedAnswer = z.object({ username: z.string() });

export const adminTokenAnswer = z.object({
  valid: z.literal(true),
  username: z.string(),
  expiresAt: z.string().nullable(),
});

export const storedEtagAnswer = z.object({ etag: z.string() });
