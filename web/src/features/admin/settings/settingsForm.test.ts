/** Settings form values and validation against the contracts catalogue. */
import { SETTINGS, SettingFlag, type SettingItem } from '@cloudpaste/contracts';
import { describe, expect, it } from 'vitest';
import { sortSettings, toFormValues, validateSettings } from './settingsForm';

/** Items as the server answers them, straight from the contracts catalogue. */
function items(group: number): SettingItem[] {
  return SETTINGS.filter((s) => s.group_id === group).map((s) => ({
    key: s.key,
    value: s.default,
    type: s.type,
    group_id: s.group_id,
    options: s.options ?? null,
    sort_order: s.sort_order,
    flags: s.flags,
    description: s.description,
    default_value: s.default,
  }));
}

describe('settings form', () => {
  it('turns values into inputs: booleans for checkboxes, strings otherwise', () => {
    const values = toFormValues(items(1));
    expect(values).toMatchObject({
      max_upload_size: '100',
      max_upload_size_unit: 'MB',
      default_use_proxy: false,
    });
  });

  it('sends typed values for the whole group', () => {
    const global = items(1);
    const result = validateSettings(global, {
      ...toFormValues(global),
      max_upload_size: ' 2 ',
      default_use_proxy: true,
    });
    expect(result).toEqual({
      ok: true,
      payload: {
        max_upload_size: 2,
        max_upload_size_unit: 'MB',
        default_use_proxy: true,
        file_naming_strategy: 'overwrite',
        proxy_sign_all: false,
        proxy_sign_expires: 0,
        audit_retention_days: 90,
      },
    });
  });

  it('explains numbers that break a rule', () => {
    const global = items(1);
    const base = toFormValues(global);
    const check = (over: Record<string, string>) => {
      const result = validateSettings(global, { ...base, ...over });
      return result.ok ? null : result.errors;
    };
    expect(check({ max_upload_size: '' })).toEqual({
      max_upload_size: { key: 'settings.errors.required' },
    });
    expect(check({ max_upload_size: 'ten' })).toEqual({
      max_upload_size: { key: 'settings.errors.notANumber' },
    });
    expect(check({ max_upload_size: '0' })).toEqual({
      max_upload_size: { key: 'settings.errors.greaterThan', params: { min: 0 } },
    });
    expect(check({ proxy_sign_expires: '-1' })).toEqual({
      proxy_sign_expires: { key: 'settings.errors.min', params: { min: 0 } },
    });
    expect(check({ proxy_sign_expires: '1.5' })).toEqual({
      proxy_sign_expires: { key: 'settings.errors.integer' },
    });
    expect(check({ file_naming_strategy: 'rename' })).toEqual({
      file_naming_strategy: { key: 'settings.errors.invalidOption' },
    });
  });

  it('normalises extension lists and rejects odd characters', () => {
    const preview = items(2);
    const ok = validateSettings(preview, {
      ...toFormValues(preview),
      preview_image_types: ' .PNG, jpg,,',
    });
    expect(ok.ok && ok.payload.preview_image_types).toBe('png,jpg');
    const bad = validateSettings(preview, {
      ...toFormValues(preview),
      preview_image_types: 'png,j pg',
    });
    expect(!bad.ok && bad.errors).toEqual({
      preview_image_types: { key: 'settings.errors.extensions' },
    });
  });

  it('leaves read-only settings out and sorts by sort_order', () => {
    const webdav = items(3);
    const readOnly: SettingItem = {
      ...webdav[0]!,
      key: 'installed_at',
      type: 'text',
      flags: SettingFlag.READ_ONLY,
      sort_order: 0,
    };
    const result = validateSettings([...webdav, readOnly], toFormValues(webdav));
    expect(result).toEqual({ ok: true, payload: { webdav_upload_mode: 'multipart' } });
    expect(sortSettings([...webdav, readOnly]).map((i) => i.key)).toEqual([
      'installed_at',
      'webdav_upload_mode',
    ]);
  });
});
