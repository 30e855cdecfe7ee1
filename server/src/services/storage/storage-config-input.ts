/**
 * From a create or update request to a configuration's driver (docs/API.md, Storage
 * configurations): which driver and provider it names, and that driver's settings checked by its
 * definition (schema, then `problem`), secrets sealed and those left out kept. Nothing here knows a
 * driver: every rule comes from the registry's definitions.
 */
import type { CreateStorageConfigInput, UpdateStorageConfigInput } from '@cloudpaste/contracts';
import { issueError, schemaMessageError } from '../../errors.js';
import type { DriverConfig, DriverDefinition } from '../../storage/driver-definition.js';
import {
  DRIVER_DEFINITIONS,
  definitionOfProvider,
  findDriverDefinition,
} from '../../storage/registry.js';
import type { StorageSecrets, StoredSettings } from './storage-settings.js';

type SettingsInput = CreateStorageConfigInput | UpdateStorageConfigInput;

/** What a configuration is before the request changes it (updates only). */
export interface CurrentDriver {
  definition: DriverDefinition;
  provider: string;
  stored: StoredSettings;
}

export interface ChosenDriver {
  definition: DriverDefinition;
  provider: string;
}

const refuse = (message: string, field: string) =>
  schemaMessageError(message, message.startsWith(field) ? '' : field);

/** The driver and provider a request names; an update that names neither keeps its own. */
export function chooseDriver(input: SettingsInput, current?: CurrentDriver): ChosenDriver {
  const { storage_type: type, provider_type: provider } = input;
  const typed = type === undefined ? undefined : findDriverDefinition(type);
  if (type !== undefined && !typed) {
    const all = DRIVER_DEFINITIONS.map((d) => d.type).join(', ');
    throw refuse(`storage_type must be one of ${all}`, 'storage_type');
  }
  if (provider !== undefined) {
    const definition = definitionOfProvider(provider);
    if (!definition) {
      const all = DRIVER_DEFINITIONS.flatMap((d) => d.providers.map((p) => p.id));
      throw refuse(`provider_type must be one of: ${all.join(', ')}`, 'provider_type');
    }
    if (type !== undefined && type !== definition.type) throw mismatch(provider, type);
    return { definition, provider };
  }
  if (!typed) {
    if (current) return current;
    throw refuse('provider_type is required', 'provider_type');
  }
  const definition = typed;
  if (current?.definition === definition) return current;
  // A driver with one provider needs no more; otherwise the request must say which.
  if (definition.providers.length === 1)
    return { definition, provider: definition.providers[0]!.id };
  if (current) throw mismatch(current.provider, definition.type);
  throw refuse('provider_type is required', 'provider_type');
}

const mismatch = (provider: string, type: string) =>
  refuse(`provider_type ${provider} does not match storage_type ${type}`, 'provider_type');

/** The field name a setting is reported under: its flat API name when it has one. */
const apiNameOf = (definition: DriverDefinition, key: string) =>
  definition.form.find((f) => f.key === key)?.apiField ?? key;

/**
 * The driver's settings from a request, over `previous` (the stored settings of the same driver on
 * an update): `stored` to keep, secrets sealed; `config` parsed, new secrets in clear, kept ones ''.
 */
export function settingsFrom(
  input: SettingsInput,
  chosen: ChosenDriver,
  seal: { id: string; secrets: StorageSecrets; previous?: StoredSettings },
): { stored: StoredSettings; config: DriverConfig } {
  const { definition, provider } = chosen;
  const { previous } = seal;
  const raw: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(previous ?? {})) {
    if (!definition.secrets.includes(key)) raw[key] = value;
  }
  const flat = input as Record<string, unknown>;
  for (const field of definition.form) {
    if (field.apiField && flat[field.apiField] !== undefined) raw[field.key] = flat[field.apiField];
    if (!previous && raw[field.key] === undefined && field.kind === 'boolean') {
      raw[field.key] = field.defaultFor?.[provider] ?? false;
    }
  }
  Object.assign(raw, input.config ?? {});
  // An empty secret is one not given: an update keeps the stored one.
  for (const key of definition.secrets) if (!raw[key]) delete raw[key];

  const parsed = definition.config.safeParse(raw);
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.path[0];
    throw issueError(parsed.error, {
      ...(typeof key === 'string' && { at: apiNameOf(definition, key) }),
    });
  }
  const config = parsed.data;
  const stored: StoredSettings = { ...config };
  const secretsSet = new Set<string>();
  for (const key of definition.secrets) {
    const value = config[key];
    const kept = previous?.[key];
    stored[key] =
      typeof value === 'string' && value !== ''
        ? seal.secrets.seal(seal.id, key, value)
        : typeof kept === 'string' && kept !== ''
          ? kept
          : null;
    if (stored[key] !== null) secretsSet.add(key);
  }
  const problem = definition.problem?.(config, provider, secretsSet);
  if (problem) throw refuse(problem.message, apiNameOf(definition, problem.field));
  return { stored, config };
}
