/**
 * The storages the upload specs run against: the embedded local storage every install starts with,
 * and the real S3 server when the run has one (support/s3.ts). Prepared once by the global setup.
 */
import type { LoginResult, StorageConfig } from '@cloudpaste/contracts';
import { provisionS3, type CreateConfig } from './s3.js';
import { TEST_ADMIN } from './server.js';

export interface E2eStorage {
  /** Names the spec variants. */
  kind: 'local' | 's3';
  /** Id of the storage configuration in the server under test. */
  id: string;
  /**
   * What the storage's presigned URLs (PUTs of file bodies, direct downloads) start with: the
   * server's signed local-storage route, or the bucket on the S3 endpoint.
   */
  objectUrlPrefix: string;
}

export interface PreparedStorages {
  storages: E2eStorage[];
  /** Removes what was made outside the server (the S3 bucket). */
  cleanup(): Promise<void>;
}

/** One admin call to the server under test; the global setup cannot use api.ts (no inject there). */
async function call<T>(
  serverUrl: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<T> {
  const res = await fetch(`${serverUrl}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const envelope = (await res.json()) as { data?: T; message?: string };
  if (!res.ok || envelope.data === undefined) {
    throw new Error(
      `${init.method ?? 'GET'} /api${path} answered ${res.status}: ${envelope.message}`,
    );
  }
  return envelope.data;
}

export async function prepareStorages(serverUrl: string): Promise<PreparedStorages> {
  const { token } = await call<LoginResult>(serverUrl, '/admin/login', {
    method: 'POST',
    body: TEST_ADMIN,
  });
  const configs = await call<StorageConfig[]>(serverUrl, '/s3-configs', { token });
  const local = configs.find((config) => config.storage_type === 'LOCAL');
  if (!local)
    throw new Error('the server has no local storage configuration after its first start');

  const createConfig: CreateConfig = async (body) =>
    (await call<StorageConfig>(serverUrl, '/s3-configs', { method: 'POST', body, token })).id;
  const s3 = await provisionS3(serverUrl, createConfig);
  const storages: E2eStorage[] = [
    {
      kind: 'local',
      id: local.id,
      objectUrlPrefix: `${serverUrl}/api/storage/local/`,
    },
  ];
  if (s3) {
    storages.push({
      kind: 's3',
      id: s3.configId,
      objectUrlPrefix: s3.objectUrlPrefix,
    });
  }
  return { storages, cleanup: async () => s3?.cleanup() };
}
