/** How a storage's failure reaches a client: the status and reason of each kind (docs/API.md). */
import { ErrorCode } from '@cloudpaste/contracts';
import { describe, expect, it } from 'vitest';
import { storageAppError } from './item-failure.js';
import { StorageError, StorageFullError, StorageUnavailableError } from './storage/driver.js';

describe('storageAppError', () => {
  it('answers a storage out of reach 503 with Retry-After, one out of room 507, others 502', () => {
    const unreachable = storageAppError(new StorageUnavailableError('get "a": refused'));
    expect([unreachable.status, unreachable.code, unreachable.reason]).toEqual([
      503,
      ErrorCode.SERVICE_UNAVAILABLE,
      'storage.unavailable',
    ]);
    expect(unreachable.headers['Retry-After']).toBe('5');
    expect(unreachable.messageIn('zh')).toBe(
      '暂时无法连接存储服务，请稍后重试（get "a": refused）',
    );
    const full = storageAppError(new StorageFullError('the local storage is full'));
    expect([full.status, full.code, full.reason]).toEqual([
      507,
      ErrorCode.STORAGE_INSUFFICIENT,
      'storage.full',
    ]);
    expect(storageAppError(new StorageError('bad answer')).status).toBe(502);
  });
});
