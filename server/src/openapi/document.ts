/**
 * The OpenAPI 3.1 document of the HTTP API, built from the route tables in operations/ and the
 * contracts' schemas (docs/API.md, "OpenAPI"). Nothing here is written by hand twice: paths,
 * methods and access come from the tables, every body and answer shape from contracts.
 */
import { APP_NAME, APP_VERSION } from '@cloudpaste/contracts';
import { ComponentSchemas, componentRef, type JsonSchema } from './schemas.js';
import { ENVELOPE_COMPONENTS, SECURITY_SCHEMES, securityOf } from './envelope.js';
import type { Answer, ApiOperation, Body } from './operation.js';

/** `/api/paste/:slug` -> `/api/paste/{slug}`; a trailing `*` is the rest of the path, `{path}`. */
export const openApiPath = (path: string) =>
  path.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\/\*$/, '/{path}');

const operationId = (op: ApiOperation) =>
  op.method +
  openApiPath(op.path).replace(
    /[^A-Za-z0-9]+([A-Za-z0-9])?/g,
    (_, c?: string) => c?.toUpperCase() ?? '',
  );

const ref = (id: string) => ({ $ref: componentRef(id) });

function pathParameters(path: string) {
  return [...openApiPath(path).matchAll(/\{([^}]+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
}

/** A query object's properties, one parameter each. */
function queryParameters(schema: JsonSchema | undefined) {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema?.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

function requestBody(body: Body, ids: ComponentSchemas) {
  if (body.kind === 'json') {
    return {
      required: true,
      content: { 'application/json': { schema: ref(ids.input(body.schema)) } },
    };
  }
  if (body.kind === 'bytes') {
    return {
      required: true,
      description: body.description,
      content: {
        'application/octet-stream': {
          schema: { type: 'string', contentMediaType: 'application/octet-stream' },
        },
      },
    };
  }
  const file = {
    type: 'object',
    required: ['file'],
    properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
  };
  const schema = body.fields ? { allOf: [ref(ids.input(body.fields)), file] } : file;
  return {
    required: true,
    description: body.description,
    content: { 'multipart/form-data': { schema } },
  };
}

function success(answer: Answer, ids: ComponentSchemas) {
  if (answer.kind === 'redirect') return { '302': { description: answer.description } };
  if (answer.kind === 'bytes') {
    const mediaType = answer.mediaType ?? 'application/octet-stream';
    return {
      '200': {
        description: answer.description,
        content: { [mediaType]: { schema: { type: 'string', contentMediaType: mediaType } } },
      },
    };
  }
  const data = answer.data
    ? ref(ids.output(answer.data))
    : { description: 'Not described yet: any JSON value' };
  const schema = { allOf: [ref('Envelope'), { type: 'object', properties: { data } }] };
  return {
    [String(answer.status ?? 200)]: {
      description: 'The JSON envelope; `data` as shown',
      content: { 'application/json': { schema } },
    },
  };
}

export function buildDocument(operations: readonly ApiOperation[]) {
  const ids = new ComponentSchemas();
  const shaped = operations.map((op) => {
    const queryId = op.query ? ids.input(op.query) : undefined;
    return {
      op,
      queryId,
      operation: {
        operationId: operationId(op),
        summary: op.summary[0],
        'x-summary-zh-CN': op.summary[1],
        tags: [op.tag],
        security: securityOf(op.access),
        'x-access': op.access,
        ...(op.body ? { requestBody: requestBody(op.body, ids) } : {}),
        responses: {
          ...success(op.answer ?? { kind: 'json' }, ids),
          default: { $ref: '#/components/responses/Error' },
        },
      },
    };
  });
  const schemas = ids.build();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { op, queryId, operation } of shaped) {
    const parameters = [
      ...pathParameters(op.path),
      ...queryParameters(queryId ? schemas[queryId] : undefined),
    ];
    const item = (paths[openApiPath(op.path)] ??= {});
    item[op.method] = { ...operation, ...(parameters.length ? { parameters } : {}) };
  }
  const tags = [...new Set(operations.map((op) => op.tag))].map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: {
      title: `${APP_NAME} API`,
      version: APP_VERSION,
      description:
        'Every JSON answer is an envelope {code, message, data, success}; errors add error, reason and params (docs/API.md).',
    },
    tags,
    paths,
    components: {
      securitySchemes: SECURITY_SCHEMES,
      schemas: { ...ENVELOPE_COMPONENTS.schemas, ...schemas },
      responses: ENVELOPE_COMPONENTS.responses,
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildDocument>;
