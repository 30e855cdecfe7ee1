/** Validation and request bodies: what create and update send for given editor values. */
import type { PasteRecord } from '@cloudpaste/contracts';
import { describe, expect, it } from 'vitest';
import { defaultValues, validateValues, valuesFromRecord, type EditorValues } from './editorValues';
import { buildCreateBody, buildUpdateBody, savedFromUpdate } from './pasteBodies';

const now = new Date('2024-05-01T12:00:00.000Z');
const values = (over: Partial<EditorValues>): EditorValues => ({
  ...defaultValues(),
  content: 'hello',
  ...over,
});

const record: PasteRecord = {
  id: 'p1',
  slug: 'old-slug',
  title: null,
  remark: 'note',
  format: 'markdown',
  hasPassword: true,
  encrypted: false,
  expiresAt: '2030-01-01T00:00:00.000Z',
  maxViews: 3,
  views: 1,
  createdBy: 'admin',
  keyName: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
  isExpired: false,
  size: 5,
  content: '# Full content',
};

describe('validateValues', () => {
  it('accepts the defaults with content', () => {
    expect(validateValues(values({}), false)).toEqual({});
  });

  it('names every invalid field', () => {
    const errors = validateValues(
      values({
        content: '  \n',
        slug: 'has space',
        maxViews: '-1',
        expiry: 'custom',
        customAmount: '',
      }),
      false,
    );
    expect(errors).toEqual({
      content: 'validation.contentEmpty',
      slug: 'validation.slugChars',
      maxViews: 'validation.maxViews',
      customAmount: 'validation.amountRequired',
    });
  });

  it('explains reserved and too long suffixes, and requires one when editing', () => {
    expect(validateValues(values({ slug: 'Admin' }), false).slug).toBe('validation.slugReserved');
    expect(validateValues(values({ slug: 'a'.repeat(51) }), false).slug).toBe(
      'validation.slugTooLong',
    );
    expect(validateValues(values({ slug: '' }), true).slug).toBe('validation.slugRequired');
  });

  it('measures a title as it will be kept: one line, trimmed, at most 200 characters', () => {
    expect(validateValues(values({ title: ` ${'t'.repeat(200)}\n ` }), false).title).toBe(
      undefined,
    );
    expect(validateValues(values({ title: 't'.repeat(201) }), false).title).toBe(
      'validation.titleTooLong',
    );
  });
});

describe('buildCreateBody', () => {
  it('sends the computed expiry and leaves empty options out', () => {
    expect(buildCreateBody(values({ maxViews: '' }), now)).toEqual({
      content: 'hello',
      format: 'markdown',
      expiresAt: '2024-05-08T12:00:00.000Z',
      maxViews: 0,
    });
  });

  it('sends trimmed remark and suffix, the password and max views', () => {
    const body = buildCreateBody(
      values({
        title: '  Q2 \n plan ',
        remark: ' r ',
        slug: ' s1 ',
        password: 'pw',
        maxViews: '4',
        expiry: 'never',
        format: 'text',
      }),
      now,
    );
    expect(body).toEqual({
      content: 'hello',
      format: 'text',
      title: 'Q2 plan',
      remark: 'r',
      slug: 's1',
      password: 'pw',
      expiresAt: null,
      maxViews: 4,
    });
  });
});

describe('buildUpdateBody', () => {
  it('prefills from the record and, unchanged, keeps suffix, password and expiry', () => {
    const start = valuesFromRecord(record);
    expect(start).toMatchObject({
      content: '# Full content',
      slug: 'old-slug',
      expiry: 'keep',
      maxViews: '3',
    });
    expect(buildUpdateBody(start, record, now)).toEqual({
      content: '# Full content',
      format: 'markdown',
      title: null,
      remark: 'note',
      maxViews: 3,
    });
  });

  it('sends a new suffix, a new password, a new expiry and an emptied remark as null', () => {
    const body = buildUpdateBody(
      { ...valuesFromRecord(record), slug: 'new-slug', password: 'pw2', expiry: '1h', remark: '' },
      record,
      now,
    );
    expect(body).toMatchObject({
      newSlug: 'new-slug',
      password: 'pw2',
      expiresAt: '2024-05-01T13:00:00.000Z',
      remark: null,
    });
    expect(body.clearPassword).toBeUndefined();
  });

  it('removes the password when asked, and the summary says so', () => {
    const body = buildUpdateBody({ ...valuesFromRecord(record), clearPassword: true }, record, now);
    expect(body.clearPassword).toBe(true);
    expect(body.password).toBeUndefined();
    expect(savedFromUpdate('old-slug', body, record)).toEqual({
      slug: 'old-slug',
      hasPassword: false,
      expiresAt: record.expiresAt,
      maxViews: 3,
      password: undefined,
    });
  });
});
