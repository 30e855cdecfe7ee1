/** The upload form's options: checks before sending, and the request fields they become. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, toShareFields, type ShareOptionValues } from './shareOptions';

const values = (overrides: Partial<ShareOptionValues> = {}): ShareOptionValues => ({
  ...DEFAULT_OPTIONS,
  storageConfigId: 'cfg-1',
  ...overrides,
});

describe('toShareFields', () => {
  it('turns the defaults into a 7-day share without a view limit', () => {
    expect(toShareFields(values(), 1)).toEqual({
      ok: true,
      fields: {
        s3_config_id: 'cfg-1',
        path: undefined,
        slug: undefined,
        remark: undefined,
        password: undefined,
        expires_in: 168,
        max_views: 0,
        use_proxy: undefined,
      },
      seal: null,
    });
  });

  it('asks to seal in the browser, with the encryption password when one is typed', () => {
    const sealed = toShareFields(values({ encrypt: true, e2eePassword: 'local' }), 1);
    expect(sealed).toMatchObject({ ok: true, seal: { password: 'local' } });
    // The encryption password is never a share field the server gets.
    expect(JSON.stringify(sealed.ok && sealed.fields)).not.toContain('local');
    expect(toShareFields(values({ encrypt: true }), 1)).toMatchObject({ seal: {} });
    expect(toShareFields(values({ e2eePassword: 'x' }), 1)).toMatchObject({ seal: null });
  });

  it('sends every option that was set', () => {
    const result = toShareFields(
      values({
        slug: ' my-file ',
        remark: ' hi ',
        password: ' pw',
        expiry: '1h',
        maxViews: '5',
        access: 'direct',
        path: ' /reports//2024/ ',
      }),
      1,
    );
    expect(result).toEqual({
      ok: true,
      fields: {
        s3_config_id: 'cfg-1',
        path: 'reports/2024',
        slug: 'my-file',
        remark: 'hi',
        password: ' pw',
        expires_in: 1,
        max_views: 5,
        use_proxy: false,
      },
      seal: null,
    });
  });

  it('refuses a storage path with . or .. parts, a backslash, or over the length limit', () => {
    for (const path of ['a/../b', './a', 'a\\b']) {
      expect(toShareFields(values({ path }), 1)).toEqual({
        ok: false,
        errors: { path: 'pathInvalid' },
      });
    }
    expect(toShareFields(values({ path: 'x'.repeat(513) }), 1)).toEqual({
      ok: false,
      errors: { path: 'pathTooLong' },
    });
    expect(toShareFields(values({ path: ' / ' }), 1)).toMatchObject({
      ok: true,
      fields: { path: undefined },
    });
  });

  it('never expires with "never", and proxies with "proxy"', () => {
    const result = toShareFields(values({ expiry: 'never', access: 'proxy', maxViews: '' }), 1);
    expect(result).toMatchObject({
      ok: true,
      fields: { expires_in: undefined, use_proxy: true, max_views: 0 },
    });
  });

  it('drops the link suffix when several files are uploaded at once', () => {
    expect(toShareFields(values({ slug: 'one-name' }), 2)).toMatchObject({
      ok: true,
      fields: { slug: undefined },
    });
    // ...so a bad one does not block them either.
    expect(toShareFields(values({ slug: 'bad slug!' }), 3).ok).toBe(true);
  });

  it.each([
    ['bad slug!', 'slugInvalid'],
    ['x'.repeat(51), 'slugTooLong'],
    ['Admin', 'slugReserved'],
  ] as const)('refuses the link suffix %j (%s)', (slug, error) => {
    expect(toShareFields(values({ slug }), 1)).toEqual({ ok: false, errors: { slug: error } });
  });

  it('refuses negative, fractional or non-numeric max views, and overlong texts', () => {
    for (const maxViews of ['-1', '1.5', 'ten']) {
      expect(toShareFields(values({ maxViews }), 1)).toEqual({
        ok: false,
        errors: { maxViews: 'maxViewsInvalid' },
      });
    }
    expect(
      toShareFields(values({ remark: 'r'.repeat(501), password: 'p'.repeat(257) }), 1),
    ).toEqual({
      ok: false,
      errors: { remark: 'remarkTooLong', password: 'passwordTooLong' },
    });
  });
});
