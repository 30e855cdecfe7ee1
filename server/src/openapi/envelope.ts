/** The envelope, error answer and credentials every operation of the document shares (docs/API.md). */
import type { Access } from './operation.js';

export const SECURITY_SCHEMES = {
  adminBearer: {
    type: 'http',
    scheme: 'bearer',
    description: 'The admin token from POST /api/admin/login',
  },
  apiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: '`ApiKey <key>`',
  },
  customAuthKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Custom-Auth-Key',
    description: 'The API key itself (older clients)',
  },
} as const;

/** OpenAPI security requirements: any one of them lets the caller in. */
export function securityOf(access: Access) {
  if (access.kind === 'public') return [];
  if (access.kind === 'admin' || access.kind === 'account') return [{ adminBearer: [] }];
  return [{ adminBearer: [] }, { apiKey: [] }, { customAuthKey: [] }];
}

export const ENVELOPE_COMPONENTS = {
  schemas: {
    Envelope: {
      type: 'object',
      required: ['code', 'message', 'data', 'success'],
      properties: {
        code: { type: 'integer', description: 'The HTTP status' },
        message: { type: 'string' },
        data: {},
        success: { type: 'boolean' },
      },
    },
    ErrorEnvelope: {
      type: 'object',
      required: ['code', 'message', 'data', 'success', 'error'],
      properties: {
        code: { type: 'integer' },
        message: { type: 'string', description: 'In the language Accept-Language asks for' },
        data: { type: 'null' },
        success: { const: false },
        error: { type: 'string', description: 'A stable machine code: VALIDATION_FAILED ...' },
        reason: {
          type: 'string',
          description: 'The catalogue id of the message: apiKey.nameTaken ...',
        },
        params: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
      },
    },
  },
  responses: {
    Error: {
      description:
        'An error: 400 bad input, 401 no or bad credential, 403 not allowed, 404, 409, 413, 429, 503 ...',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
    },
  },
};
