/** System settings: the catalogue from contracts merged with stored values; validated writes. */
import {
  SETTINGS,
  SETTINGS_BY_KEY,
  SETTING_GROUP_NAMES,
  SIZE_UNIT_BYTES,
  SettingFlag,
  SettingGroup,
  type MaxUploadSize,
  type SettingDefinition,
  type SettingGroupInfo,
  type SettingItem,
  type SettingValue,
  type SizeUnit,
  type WebdavUploadMode,
} from '@cloudpaste/contracts';
import {
  badRequest,
  forbidden,
  IN_CHINESE,
  issueError,
  notFound,
  validationFailed,
} from '../errors.js';
import type { AppError } from '../errors.js';
import type { TtlCache } from '../lib/cache-registry.js';
import type { Clock } from '../lib/time.js';
import type { SettingRepository } from '../repositories/setting.repository.js';

export interface SettingsServiceOptions {
  settings: SettingRepository;
  clock: Clock;
  /**
   * Holds the decoded values map for SETTINGS_FRESH_MS; cleared on every write through this
   * instance.
   */
  cache: TtlCache<Map<string, SettingValue>>;
}

/**
 * How long an instance answers from the settings it read: a change made through another server
 * instance on the same database shows here within this (docs/DEPLOY.md). The table is a few dozen
 * rows, so reading it twice a second is cheaper than any notification machinery.
 */
export const SETTINGS_FRESH_MS = 500;

const VALUES = 'values';

export class SettingsService {
  constructor(private readonly o: SettingsServiceOptions) {}

  /** Records when this instance first started (read-only system setting). */
  async initialize(): Promise<void> {
    const now = this.o.clock.now().toISOString();
    await this.o.settings.insertIfMissing({
      key: 'installed_at',
      value: JSON.stringify(now),
      updated_at: now,
    });
    this.o.cache.clear();
  }

  async list(options: { group?: number; includeSystem?: boolean } = {}): Promise<SettingItem[]> {
    const values = await this.values();
    return SETTINGS.filter((d) =>
      options.group !== undefined
        ? d.group_id === options.group
        : options.includeSystem || d.group_id !== SettingGroup.SYSTEM,
    )
      .sort((a, b) => a.group_id - b.group_id || a.sort_order - b.sort_order)
      .map((d) => toItem(d, values));
  }

  groups(): SettingGroupInfo[] {
    return Object.entries(SETTING_GROUP_NAMES)
      .map(([id, name]) => ({
        id: Number(id),
        name,
        settingCount: SETTINGS.filter((d) => d.group_id === Number(id)).length,
      }))
      .filter((g) => g.id !== SettingGroup.SYSTEM);
  }

  async metadata(key: string): Promise<SettingItem> {
    const definition = SETTINGS_BY_KEY.get(key);
    if (!definition) throw notFound('settings.notFound', { key });
    return toItem(definition, await this.values());
  }

  /** Writes a group's values; every key must belong to the group. `validate=false` skips rules, not types. */
  async updateGroup(
    group: number,
    input: Record<string, unknown>,
    validate = true,
  ): Promise<SettingItem[]> {
    if (!Object.values(SettingGroup).includes(group as SettingGroup))
      throw notFound('settings.groupNotFound', { group });
    const entries = Object.entries(input);
    if (entries.length === 0) throw badRequest('settings.noneGiven');
    const now = this.o.clock.now().toISOString();
    const rows = entries.map(([key, raw]) => {
      const definition = SETTINGS_BY_KEY.get(key);
      if (!definition || definition.group_id !== group)
        throw validationFailed('settings.notInGroup', { key, group });
      if (definition.flags & SettingFlag.READ_ONLY) throw forbidden('settings.readOnly', { key });
      return { key, value: JSON.stringify(parseValue(definition, raw, validate)), updated_at: now };
    });
    await this.o.settings.upsertMany(rows);
    this.o.cache.clear();
    return this.list({ group });
  }

  async get(key: string): Promise<SettingValue> {
    const definition = SETTINGS_BY_KEY.get(key);
    if (!definition) throw new Error(`unknown setting ${key}`);
    return (await this.values()).get(key) ?? definition.default;
  }

  async maxUploadSize(): Promise<MaxUploadSize> {
    const size = Number(await this.get('max_upload_size'));
    const unit = String(await this.get('max_upload_size_unit')) as SizeUnit;
    const bytes = Math.round(size * (SIZE_UNIT_BYTES[unit] ?? SIZE_UNIT_BYTES.MB));
    return { max_upload_size: bytes / SIZE_UNIT_BYTES.MB, max_upload_size_bytes: bytes, unit };
  }

  async webdavUploadMode(): Promise<WebdavUploadMode> {
    return (await this.get('webdav_upload_mode')) === 'direct' ? 'direct' : 'multipart';
  }

  private async values(): Promise<Map<string, SettingValue>> {
    const cached = this.o.cache.get(VALUES);
    if (cached) return cached;
    const values = new Map<string, SettingValue>();
    for (const row of await this.o.settings.all()) {
      const definition = SETTINGS_BY_KEY.get(row.key);
      if (!definition) continue;
      try {
        values.set(row.key, definition.schema.parse(JSON.parse(row.value)));
      } catch {
        // A stored value that no longer fits its type falls back to the default rather than failing reads.
      }
    }
    this.o.cache.set(VALUES, values);
    return values;
  }
}

/** What a value of each type must look like, for messages that do not depend on zod's wording. */
function expected(d: SettingDefinition): AppError {
  const key = d.key;
  if (d.type === 'number') return validationFailed('settings.mustBeNumber', { key });
  if (d.type === 'bool') return validationFailed('settings.mustBeBool', { key });
  if (d.options)
    return validationFailed('settings.mustBeOption', { key, options: d.options.join(', ') });
  return validationFailed('settings.mustBeText', { key });
}

function parseValue(definition: SettingDefinition, raw: unknown, validate: boolean): SettingValue {
  const typed = definition.schema.safeParse(raw);
  if (!typed.success || (typeof typed.data === 'number' && !Number.isFinite(typed.data))) {
    throw expected(definition);
  }
  if (!validate || !definition.rule) return typed.data;
  const ruled = definition.rule.safeParse(typed.data);
  if (!ruled.success) {
    throw issueError(ruled.error, {
      at: definition.key,
      inChinese: () => definition.rule?.safeParse(typed.data, IN_CHINESE).error,
    });
  }
  return ruled.data;
}

function toItem(d: SettingDefinition, values: Map<string, SettingValue>): SettingItem {
  return {
    key: d.key,
    value: values.get(d.key) ?? d.default,
    type: d.type,
    group_id: d.group_id,
    options: d.options ?? null,
    sort_order: d.sort_order,
    flags: d.flags,
    description: d.description,
    default_value: d.default,
  };
}
