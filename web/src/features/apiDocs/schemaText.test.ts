import { describe, expect, it } from 'vitest';
import { schemaText } from './schemaText';
import { TEST_DOCUMENT } from './testDocument';

const components = TEST_DOCUMENT.components.schemas;

describe('schemaText', () => {
  it('writes an object with required and optional fields, unions, enums and defaults', () => {
    expect(schemaText({ $ref: '#/components/schemas/CreatePasteInput' }, components)).toBe(
      [
        '{',
        '  content: string',
        '  remark?: string (max length 500) | null',
        '  format?: "markdown" | "text" (default "markdown")',
        '}',
      ].join('\n'),
    );
  });

  it('writes arrays, records, binary bodies and schemas that say nothing', () => {
    expect(schemaText({ type: 'array', items: { type: 'integer', minimum: 1 } }, {})).toBe(
      'integer (min 1)[]',
    );
    expect(
      schemaText({ type: 'object', additionalProperties: { type: ['string', 'number'] } }, {}),
    ).toBe('{ [key: string]: string | number }');
    expect(schemaText({ type: 'string', contentMediaType: 'application/zip' }, {})).toBe(
      'binary<application/zip>',
    );
    expect(schemaText({}, {})).toBe('any');
    expect(
      schemaText({ type: 'string', format: 'date-time', pattern: '^(?:\\d{4})-.*$' }, {}),
    ).toBe('string<date-time>');
    expect(schemaText({ type: 'string', pattern: '^[a-z]+$' }, {})).toBe(
      'string (pattern ^[a-z]+$)',
    );
  });

  it('names a component it is already inside instead of expanding it forever', () => {
    const tree = {
      Node: {
        type: 'object',
        properties: { children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } },
      },
    };
    expect(schemaText({ $ref: '#/components/schemas/Node' }, tree)).toBe(
      '{\n  children?: Node[]\n}',
    );
  });
});
