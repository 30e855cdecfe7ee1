import { describe, expect, it } from 'vitest';
import { STORAGE_TYPES } from '../test/storageTypes';
import { storageTypeLabel } from './storageTypes';

describe('storageTypeLabel', () => {
  it("names a storage type in the interface's language as the server labels it", () => {
    expect(storageTypeLabel(STORAGE_TYPES, 'LOCAL', 'zh-CN')).toBe('本地文件夹');
    expect(storageTypeLabel(STORAGE_TYPES, 'S3', 'zh-CN')).toBe('S3 兼容存储');
    expect(storageTypeLabel(STORAGE_TYPES, 'S3', 'en-US')).toBe('S3 compatible');
    expect(storageTypeLabel(STORAGE_TYPES, 'WEBDAV', 'fr')).toBe('WebDAV');
  });

  it('shows a driver the web app has never heard of by its server label, and the type before the types load', () => {
    const ftp = {
      ...STORAGE_TYPES[0]!,
      type: 'FTP',
      label: { 'en-US': 'FTP', 'zh-CN': 'FTP 服务器' },
    };
    expect(storageTypeLabel([...STORAGE_TYPES, ftp], 'FTP', 'zh-CN')).toBe('FTP 服务器');
    expect(storageTypeLabel(undefined, 'LOCAL', 'zh-CN')).toBe('LOCAL');
  });
});
