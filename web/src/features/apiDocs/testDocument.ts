/** A small OpenAPI document shaped as GET /api/openapi.json answers, for the API reference's tests. */
import type { ApiDocument } from './openApiModel';

const envelope = (data: object) => ({
  content: {
    'application/json': {
      schema: {
        allOf: [
          { $ref: '#/components/schemas/Envelope' },
          { type: 'object', properties: { data } },
        ],
      },
    },
  },
});

export const TEST_DOCUMENT: ApiDocument = {
  openapi: '3.1.0',
  info: { title: 'CloudPaste API', version: '1' },
  tags: [{ name: 'Text shares' }, { name: 'Filesystem' }],
  paths: {
    '/api/paste': {
      post: {
        operationId: 'postApiPaste',
        summary: 'Create a text share',
        'x-summary-zh-CN': '创建文本分享',
        tags: ['Text shares'],
        'x-access': { kind: 'key', permissions: ['TEXT'] },
        requestBody: {
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/CreatePasteInput' } },
          },
        },
        responses: { '201': envelope({ $ref: '#/components/schemas/CreatedPaste' }) },
      },
    },
    '/api/paste/{slug}': {
      get: {
        operationId: 'getApiPasteSlug',
        summary: 'Read a text share',
        'x-summary-zh-CN': '读取文本分享',
        tags: ['Text shares'],
        'x-access': { kind: 'public' },
        parameters: [{ name: 'slug', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': envelope({}) },
      },
    },
    '/api/fs/download': {
      get: {
        operationId: 'getApiFsDownload',
        summary: 'Download a file',
        'x-summary-zh-CN': '下载文件',
        tags: ['Filesystem'],
        'x-access': { kind: 'admin' },
        parameters: [
          {
            name: 'path',
            in: 'query',
            required: true,
            schema: { type: 'string', maxLength: 4096 },
          },
        ],
        responses: {
          '200': {
            content: {
              'application/octet-stream': {
                schema: { type: 'string', contentMediaType: 'application/octet-stream' },
              },
            },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Envelope: { type: 'object' },
      CreatePasteInput: {
        type: 'object',
        required: ['content'],
        properties: {
          content: { type: 'string' },
          remark: { anyOf: [{ type: 'string', maxLength: 500 }, { type: 'null' }] },
          format: { type: 'string', enum: ['markdown', 'text'], default: 'markdown' },
        },
      },
      CreatedPaste: {
        type: 'object',
        required: ['slug'],
        properties: {
          slug: { type: 'string' },
          tags: { type: 'array', items: { type: 'string' } },
        },
      },
    },
  },
};
