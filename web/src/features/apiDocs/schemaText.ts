/**
 * A JSON Schema written as a short TypeScript-like type for people to read in the API reference:
 * `{ name: string; remark?: string | null }`, references to components expanded once (a second
 * visit names the component), constraints after the type (`string, max 500`).
 */
import type { JsonSchema } from './openApiModel';

type Components = Record<string, JsonSchema>;

const REF_PREFIX = '#/components/schemas/';
const MAX_DEPTH = 6;

/** The words of constraints, in the reader's language (the reference page passes its own). */
export const CONSTRAINT_WORDS = {
  minLength: 'min length',
  maxLength: 'max length',
  minimum: 'min',
  maximum: 'max',
  minItems: 'min items',
  maxItems: 'max items',
  pattern: 'pattern',
  default: 'default',
};
export type ConstraintWords = typeof CONSTRAINT_WORDS;

const CONSTRAINTS = Object.keys(CONSTRAINT_WORDS).filter(
  (key) => key !== 'default',
) as (keyof ConstraintWords)[];

function constraintsOf(schema: JsonSchema, words: ConstraintWords): string {
  // A format (date-time, email...) says what its long generated pattern spells out.
  const shown = CONSTRAINTS.filter((key) => !(key === 'pattern' && schema.format));
  const parts = shown
    .filter((key) => schema[key] !== undefined)
    .map((key) => `${words[key]} ${String(schema[key])}`);
  if (schema.default !== undefined)
    parts.push(`${words.default} ${JSON.stringify(schema.default)}`);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

function typeName(schema: JsonSchema): string {
  const { type, format, contentMediaType } = schema;
  const name = Array.isArray(type) ? type.join(' | ') : typeof type === 'string' ? type : 'any';
  if (name === 'integer') return 'integer';
  if (contentMediaType) return `binary<${String(contentMediaType)}>`;
  return format ? `${name}<${String(format)}>` : name;
}

class Writer {
  private readonly expanded = new Set<string>();
  constructor(
    private readonly components: Components,
    private readonly words: ConstraintWords,
  ) {}

  write(schema: JsonSchema, indent: string, depth: number): string {
    if (typeof schema.$ref === 'string') return this.ref(schema.$ref, indent, depth);
    if (depth > MAX_DEPTH) return '…';
    if (schema.const !== undefined) return JSON.stringify(schema.const);
    if (Array.isArray(schema.enum)) {
      return (
        schema.enum.map((v) => JSON.stringify(v)).join(' | ') + constraintsOf(schema, this.words)
      );
    }
    for (const [key, joiner] of [
      ['anyOf', ' | '],
      ['oneOf', ' | '],
      ['allOf', ' & '],
    ] as const) {
      const parts = schema[key];
      if (Array.isArray(parts)) {
        const texts = [...new Set(parts.map((p: JsonSchema) => this.write(p, indent, depth + 1)))];
        return texts.join(joiner) + constraintsOf(schema, this.words);
      }
    }
    if (schema.type === 'array') {
      const items = this.write((schema.items ?? {}) as JsonSchema, indent, depth + 1);
      const bare = !/ [|&] /.test(items) || items.startsWith('{');
      return `${bare ? items : `(${items})`}[]${constraintsOf(schema, this.words)}`;
    }
    if (schema.type === 'object' || schema.properties) return this.object(schema, indent, depth);
    return typeName(schema) + constraintsOf(schema, this.words);
  }

  private ref(ref: string, indent: string, depth: number): string {
    const id = ref.startsWith(REF_PREFIX) ? ref.slice(REF_PREFIX.length) : ref;
    const target = this.components[id];
    if (!target || this.expanded.has(id)) return id;
    this.expanded.add(id);
    const text = this.write(target, indent, depth + 1);
    this.expanded.delete(id);
    return text;
  }

  private object(schema: JsonSchema, indent: string, depth: number): string {
    const properties = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>);
    const required = new Set((schema.required ?? []) as string[]);
    const extra = schema.additionalProperties;
    if (properties.length === 0) {
      if (extra && typeof extra === 'object') {
        return `{ [key: string]: ${this.write(extra as JsonSchema, indent, depth + 1)} }`;
      }
      return 'object';
    }
    const inner = `${indent}  `;
    const lines = properties.map(
      ([name, property]) =>
        `${inner}${name}${required.has(name) ? '' : '?'}: ${this.write(property, inner, depth + 1)}`,
    );
    return `{\n${lines.join('\n')}\n${indent}}`;
  }
}

export function schemaText(
  schema: JsonSchema,
  components: Components,
  words: ConstraintWords = CONSTRAINT_WORDS,
): string {
  return new Writer(components, words).write(schema, '', 0);
}
