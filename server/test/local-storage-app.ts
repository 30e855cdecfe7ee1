/**
 * The signed-URL route of local storage on a bare Hono app, for suites that have a driver but no
 * storage configuration table: the StorageAccess here knows exactly the given drivers.
 */
import { Hono } from 'hono';
import { notFound } from '../src/errors.js';
import type { AppEnv } from '../src/http/types.js';
import { systemClock, type Clock } from '../src/lib/time.js';
import { handleError } from '../src/middleware/error-handler.js';
import { localStorageRoutes } from '../src/routes/local-storage.routes.js';
import { LocalStorageService } from '../src/services/storage/local-storage.service.js';
import type { ResolvedStorage, StorageAccess } from '../src/services/storage-access.js';
import { findDriverDefinition } from '../src/storage/registry.js';
import type { PresignedRequest, StorageDriver } from '../src/storage/driver.js';

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123';

function accessTo(drivers: Record<string, StorageDriver>): StorageAccess {
  const byId = async (id: string): Promise<ResolvedStorage> => {
    const driver = drivers[id];
    if (!driver) throw notFound('storage.configNotFound');
    return {
      id,
      name: id,
      storageType: driver.kind,
      capabilities: findDriverDefinition(driver.kind)!.capabilities,
      providerType: driver.kind === 'LOCAL' ? 'Local' : 'Other S3 Compatible',
      driver,
      defaultFolder: '',
      totalBytes: null,
      isPublic: true,
      signatureExpiresIn: 3600,
    };
  };
  return { byId, forUpload: (_principal, id) => byId(id ?? ''), usedBytes: async () => 0 };
}

export function localStorageApp(
  drivers: Record<string, StorageDriver>,
  clock: Clock = systemClock,
) {
  const service = new LocalStorageService({
    storage: accessTo(drivers),
    secret: TEST_SECRET,
    clock,
  });
  const app = new Hono<AppEnv>().route('/api', localStorageRoutes(service));
  app.onError(handleError);

  /** Sends a presigned request as a browser would (Content-Length included). */
  async function send(
    request: PresignedRequest,
    init: { body?: Buffer; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...request.headers, ...init.headers };
    if (init.body && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-length')) {
      headers['Content-Length'] = String(init.body.length);
    }
    return app.request(request.url, { method: request.method, headers, body: init.body });
  }

  return { app, send };
}
