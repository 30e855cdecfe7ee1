/** Parses request bodies and queries with zod; failures become 400s naming the field. */
import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest, validationFailed } from '../errors.js';

export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid input';
  const field = issue.path.join('.');
  return field && !issue.message.startsWith(field) ? `${field}: ${issue.message}` : issue.message;
}

export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationFailed(describeIssue(result.error));
  return result.data;
}

export async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('request body must be valid JSON');
  }
}

/** Parses a JSON object body; arrays, strings and null are refused before the schema sees them. */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const body = await jsonBody(c);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw validationFailed('request body must be a JSON object');
  }
  return parse(schema, body);
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parse(schema, c.req.query());
}
