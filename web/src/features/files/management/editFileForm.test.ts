/** The edit dialog's body: only changes are sent, presets count from now, the password can be cleared. */
import type { FileRecord } from '@cloudpaste/contracts';
import { describe, expect, it } from 'vitest';
import { buildUpdateBody, valuesOf, type EditFileValues } from './editFileForm';

const record = {
  id: 'f1',
  slug: 'report',
  remark: 'Q1',
  max_views: 5,
  use_proxy: true,
  has_password: true,
} as FileRecord;
const now = new Date('2030-01-01T00:00:00.000Z');
const edit = (changes: Partial<EditFileValues>) =>
  buildUpdateBody(record, { ...valuesOf(record), ...changes }, now);

describe('buildUpdateBody', () => {
  it('sends nothing when nothing changed', () => {
    expect(edit({})).toEqual({ ok: true, body: null });
  });

  it('sends exactly the changed fields', () => {
    expect(edit({ remark: ' Q2 ', slug: 'report-2', maxViews: '0', useProxy: false })).toEqual({
      ok: true,
      body: { remark: 'Q2', slug: 'report-2', max_views: 0, use_proxy: false },
    });
    expect(edit({ remark: '' })).toEqual({ ok: true, body: { remark: null } });
  });

  it('turns an expiry preset into a time from now, and never into null', () => {
    expect(edit({ expiry: '1d' })).toEqual({
      ok: true,
      body: { expires_at: '2030-01-02T00:00:00.000Z' },
    });
    expect(edit({ expiry: 'never' })).toEqual({ ok: true, body: { expires_at: null } });
  });

  it('sets a new password, or clears it with an empty one', () => {
    expect(edit({ password: 'new-pw' })).toEqual({ ok: true, body: { password: 'new-pw' } });
    expect(edit({ password: 'ignored', clearPassword: true })).toEqual({
      ok: true,
      body: { password: '' },
    });
  });

  it('refuses a bad link suffix or view limit', () => {
    expect(edit({ slug: '' })).toEqual({ ok: false, errors: { slug: 'slugRequired' } });
    expect(edit({ slug: 'a b' })).toEqual({ ok: false, errors: { slug: 'slugInvalid' } });
    expect(edit({ slug: 'api' })).toEqual({ ok: false, errors: { slug: 'slugReserved' } });
    expect(edit({ maxViews: '-2' })).toEqual({
      ok: false,
      errors: { maxViews: 'maxViewsInvalid' },
    });
  });
});
