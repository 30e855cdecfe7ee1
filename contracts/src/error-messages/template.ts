/**
 * How a catalogue text becomes a message, shared by the server and the web (which has the texts as
 * its `serverErrors` translations): placeholders filled, and a `field` parameter the text does not
 * name put in front of it.
 */
import type { ErrorParams } from './reasons.js';

/** `{{name}}` placeholders of a text, in order. */
export const placeholdersOf = (text: string): string[] =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '');

export function fillErrorTemplate(template: string, params: ErrorParams | undefined): string {
  const text = template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    params?.[name] === undefined ? whole : String(params[name]),
  );
  const field = params?.field;
  return field !== undefined && !template.includes('{{field}}') ? `${field}: ${text}` : text;
}
