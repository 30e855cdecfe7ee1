/**
 * The reason behind a message the contracts' zod schemas wrote. Schemas keep their English words
 * (clients and tests read them); this finds the catalogue entry whose English text they are, with
 * the values in its placeholders, so the server can say the same in another language. A message no
 * entry matches gets none (the catalogue test keeps every schema message matched).
 */
import { errorMessagesEn } from './en.js';
import type { ErrorParams, ErrorReason } from './reasons.js';

interface Matcher {
  reason: ErrorReason;
  names: string[];
  pattern: RegExp;
  /** Characters of the text outside its placeholders: more is more specific. */
  literal: number;
}

/** `{{name}}` is a field identifier; any other placeholder takes any text. */
const capture = (name: string) => (name === 'name' ? '([A-Za-z_][A-Za-z0-9_]*)' : '(.+?)');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let exact: Map<string, ErrorReason> | undefined;
let templates: Matcher[] | undefined;

function build(): void {
  exact = new Map();
  templates = [];
  for (const [reason, text] of Object.entries(errorMessagesEn) as [ErrorReason, string][]) {
    const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '');
    if (names.length === 0) {
      exact.set(text, reason);
      continue;
    }
    const literal = text.replace(/\{\{\w+\}\}/g, '');
    if (literal.trim() === '') continue; // pass-through texts ({{detail}}) would match anything
    const source = text
      .split(/\{\{\w+\}\}/)
      .map(escape)
      .reduce((out, part, i) => (i === 0 ? part : `${out}${capture(names[i - 1] ?? '')}${part}`));
    templates.push({ reason, names, pattern: new RegExp(`^${source}$`), literal: literal.length });
  }
  // The most specific wording first: 'x must be at least 2 characters' before 'x must be at least 2'.
  templates.sort((a, b) => b.literal - a.literal);
}

export function reasonOfSchemaMessage(
  message: string,
): { reason: ErrorReason; params?: ErrorParams } | null {
  if (!exact || !templates) build();
  const reason = exact?.get(message);
  if (reason) return { reason };
  for (const { reason: templated, names, pattern } of templates ?? []) {
    const match = pattern.exec(message);
    if (match) {
      return {
        reason: templated,
        params: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])),
      };
    }
  }
  return null;
}
