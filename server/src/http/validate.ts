/** Parses request bodies and queries with zod; failures become 400s naming the field. */
import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest, IN_CHINESE, issueError, validationFailed } from '../errors.js';

export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw issueError(result.error, {
      inChinese: () => {
        const again = schema.safeParse(input, IN_CHINESE);
        return again.success ? undefined : again.error;
      },
    });
  }
  return result.data;
}

export async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('http.invalidJson');
  }
}

/** Parses a JSON object body; arrays, strings and null are refused before the schema sees them. */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const body = await jsonBody(c);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw validationFailed('http.bodyNotObject');
  }
  return parse(schema, body);
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parse(schema, c.req.query());
}
