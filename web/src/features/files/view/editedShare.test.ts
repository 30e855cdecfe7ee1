import type { FileRecord, PublicFileInfo } from '@cloudpaste/contracts';
import { describe, expect, it } from 'vitest';
import { editedShare, withSlug } from './editedShare';

const shown: PublicFileInfo = {
  id: 'f1',
  slug: 'report',
  filename: 'report.pdf',
  mimetype: 'application/pdf',
  size: 10,
  remark: null,
  created_at: '2026-01-01T00:00:00Z',
  requires_password: false,
  views: 1,
  max_views: 0,
  expires_at: null,
  previewUrl: '/api/file-view/report?t=123.abc',
  downloadUrl: '/api/file-download/report?t=123.abc',
  use_proxy: true,
  encrypted: false,
  type: 5,
  typeName: 'document',
};

const record = (changes: Partial<FileRecord>): FileRecord => ({
  ...shown,
  previewUrl: '/api/file-view/report',
  downloadUrl: '/api/file-download/report',
  storage_config_id: 'c1',
  storage_config_name: 'Local',
  storage_path: 'report.pdf',
  created_by: 'admin',
  key_name: null,
  has_password: false,
  status: 'ready',
  source: 'upload',
  updated_at: '2026-01-02T00:00:00Z',
  is_expired: false,
  ...changes,
});

describe('editedShare', () => {
  it('shows the saved facts and keeps the ticketed links, moved to a new suffix', () => {
    const saved = record({
      slug: 'q1 报告',
      remark: 'final',
      max_views: 5,
      expires_at: '2026-02-01T00:00:00Z',
      use_proxy: false,
    });
    const { file, isRevoked } = editedShare(shown, saved, { slug: 'q1 报告', remark: 'final' });
    expect(isRevoked).toBe(false);
    expect(file).toMatchObject({
      slug: 'q1 报告',
      remark: 'final',
      max_views: 5,
      expires_at: '2026-02-01T00:00:00Z',
      use_proxy: false,
      requires_password: false,
      previewUrl: '/api/file-view/q1%20%E6%8A%A5%E5%91%8A?t=123.abc',
      downloadUrl: '/api/file-download/q1%20%E6%8A%A5%E5%91%8A?t=123.abc',
    });
  });

  it('drops the links when the password was set or cleared: their tickets are revoked', () => {
    for (const password of ['new secret', '']) {
      const { file, isRevoked } = editedShare(shown, record({ has_password: true }), { password });
      expect(isRevoked).toBe(true);
      expect([file.previewUrl, file.downloadUrl]).toEqual([null, null]);
    }
  });

  it('moves a link without a ticket too', () => {
    expect(withSlug('/api/file-view/a', 'b')).toBe('/api/file-view/b');
    expect(withSlug(null, 'b')).toBeNull();
  });
});
