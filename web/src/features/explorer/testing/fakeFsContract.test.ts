/**
 * The fake /api/fs keeps to the server's contract: requests the server would refuse are refused
 * (400, recorded, failing the test unless declared), and answers carry the server's fields.
 */
import { missingEtagMessage } from '@cloudpaste/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assertNothingRefused, stubFs } from './fakeFs';
import { sampleTree } from './tree';

const post = async (route: string, body: unknown, method = 'POST') => {
  const res = await fetch(`/api/fs/${route}`, { method, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as { message: string; data: unknown } };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the fake /api/fs', () => {
  it('refuses a body the server would refuse with 400, and fails the test for it', async () => {
    const { server, calls } = stubFs(sampleTree());
    const res = await post('mkdir', { name: 'new' });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('path: path is required');
    expect(calls).toEqual([]);
    expect((await post('batch-remove', { paths: [] }, 'DELETE')).status).toBe(400);
    expect((await post('rename', { oldPath: '/team/notes.txt' })).status).toBe(400);
    expect(server.refused).toEqual([
      'mkdir path: path is required',
      'batch-remove paths: paths must name at least one path',
      'rename newPath: newPath is required',
    ]);
    expect(() => assertNothingRefused()).toThrow(/mkdir path: path is required/);
  });

  it('reads queries as the server does: no path is the root, a one-letter search is refused', async () => {
    const { server, calls } = stubFs(sampleTree());
    expect((await fetch('/api/fs/list')).status).toBe(200);
    expect(calls).toEqual(['list /']);
    expect((await fetch(`/api/fs/get?path=/${'x'.repeat(4096)}`)).status).toBe(400);
    expect((await fetch('/api/fs/search?q=a')).status).toBe(400);
    expect(server.refused.map((line) => line.split(' ')[0])).toEqual(['get', 'search']);
    expect(() => assertNothingRefused()).toThrow(/search q: q must be at least 2/);
  });

  it('lets a test expect a refusal: a completion with a part lacking its ETag', async () => {
    const tree = { ...sampleTree(), refusable: ['multipart/complete'] };
    stubFs(tree);
    const init = await post('multipart/init', { path: '/team', fileName: 'big.bin', fileSize: 9 });
    const { uploadId } = init.json.data as { uploadId: string };
    const parts = [{ partNumber: 1, etag: '' }];
    const res = await post('multipart/complete', { path: '/team', uploadId, parts });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(`parts: ${missingEtagMessage(1)}`);
    expect(() => assertNothingRefused()).not.toThrow();
  });

  it('answers with every field the server answers', async () => {
    stubFs(sampleTree());
    const signed = await post('presign', { path: '/team', fileName: 'a.bin', fileSize: 3 });
    expect(Object.keys(signed.json.data as object).sort()).toEqual(
      [
        'presignedUrl',
        'headers',
        'fileId',
        's3Path',
        's3Url',
        'mountId',
        's3ConfigId',
        'targetPath',
        'contentType',
        'expiresAt',
      ].sort(),
    );
    const share = await post('create-share', { path: '/team/notes.txt' });
    expect(share.status).toBe(201);
    expect(share.json.data).toMatchObject({
      slug: 'shared-1',
      filename: 'notes.txt',
      size: 2048,
      requires_password: false,
      previewUrl: '/api/file-view/shared-1',
    });
    expect((await post('create-share', { path: '/team/empty' })).status).toBe(400);
    expect(() => assertNothingRefused()).not.toThrow();
  });
});
