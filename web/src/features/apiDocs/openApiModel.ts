/**
 * The OpenAPI document GET /api/openapi.json serves, read into what the API reference shows:
 * operations grouped by tag, their access, parameters and the shapes of bodies and answers
 * (docs/API.md, "OpenAPI"). Pure: no React, no fetching.
 */
export type JsonSchema = { [key: string]: unknown };

export type Access =
  | { kind: 'public' }
  | { kind: 'admin' }
  | { kind: 'account' }
  | { kind: 'key'; permissions: string[] };

interface OperationObject {
  operationId: string;
  summary: string;
  'x-summary-zh-CN'?: string;
  tags: string[];
  'x-access': Access;
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

export interface ApiDocument {
  openapi: string;
  info: { title: string; version: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, JsonSchema> };
}

export interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: JsonSchema;
}

/** A body or an answer: its media type and schema; `envelope` when it is `data` of the envelope. */
export interface Payload {
  mediaType: string;
  schema: JsonSchema;
  envelope: boolean;
}

export interface Operation {
  id: string;
  method: string;
  path: string;
  tag: string;
  summary: { en: string; zh: string };
  access: Access;
  parameters: Parameter[];
  body?: Payload;
  status: string;
  answer?: Payload;
}

export interface OperationGroup {
  tag: string;
  operations: Operation[];
}

const ENVELOPE_REF = '#/components/schemas/Envelope';

function payloadOf(content: Record<string, { schema?: JsonSchema }> | undefined) {
  const [mediaType, media] = Object.entries(content ?? {})[0] ?? [];
  if (!mediaType) return undefined;
  const schema = media?.schema ?? {};
  const [first, second] = (schema.allOf ?? []) as JsonSchema[];
  if (first?.$ref === ENVELOPE_REF) {
    const data = ((second?.properties ?? {}) as Record<string, JsonSchema>).data ?? {};
    return { mediaType, schema: data, envelope: true };
  }
  return { mediaType, schema, envelope: false };
}

function operationOf(method: string, path: string, op: OperationObject): Operation {
  const [status = '200', success] =
    Object.entries(op.responses).find(([code]) => /^2\d\d$|^3\d\d$/.test(code)) ?? [];
  return {
    id: op.operationId,
    method: method.toUpperCase(),
    path,
    tag: op.tags[0] ?? '',
    summary: { en: op.summary, zh: op['x-summary-zh-CN'] ?? op.summary },
    access: op['x-access'],
    parameters: (op.parameters ?? []).map((p) => ({
      name: p.name,
      in: p.in,
      required: Boolean(p.required),
      schema: p.schema ?? {},
    })),
    body: payloadOf(op.requestBody?.content),
    status,
    answer: payloadOf(success?.content),
  };
}

/** Operations by tag, in the document's tag order, each tag's in the document's path order. */
export function groupsOf(doc: ApiDocument): OperationGroup[] {
  const groups = new Map(doc.tags.map((t) => [t.name, [] as Operation[]]));
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const operation = operationOf(method, path, op);
      const group = groups.get(operation.tag) ?? [];
      groups.set(operation.tag, [...group, operation]);
    }
  }
  return [...groups].map(([tag, operations]) => ({ tag, operations }));
}

/** Groups keeping the operations whose method, path, tag or summary holds every word of `query`. */
export function searchGroups(groups: OperationGroup[], query: string): OperationGroup[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return groups;
  return groups
    .map(({ tag, operations }) => ({
      tag,
      operations: operations.filter((op) => {
        const text = [op.method, op.path, tag, op.summary.en, op.summary.zh]
          .join(' ')
          .toLowerCase();
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((group) => group.operations.length > 0);
}
