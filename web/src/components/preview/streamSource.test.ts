/** Stand-in addresses: relative URIs resolve against a playlist's path and map back to real links. */
import { describe, expect, it, vi } from 'vitest';
import { fetchableUrl, pathOfStandIn, standInUrl, UnservedPathError } from './streamSource';

describe('stand-in addresses', () => {
  it('resolve a playlist relative URI to the path beside it, names with spaces included', () => {
    const playlist = standInUrl('/media/my show/index.m3u8');
    expect(pathOfStandIn(new URL('seg 0.ts', playlist).href)).toBe('/media/my show/seg 0.ts');
    expect(pathOfStandIn(new URL('../720p/a.m3u8', playlist).href)).toBe('/media/720p/a.m3u8');
    expect(pathOfStandIn('https://cdn.example.com/seg0.ts')).toBeNull();
  });

  it('map the playlist to its own link and its neighbours through urlOfPath', async () => {
    const urlOfPath = vi.fn(async (path: string) => `/api/storage/local/token-for${path}`);
    const source = { url: '/api/storage/local/own', path: '/m/a.m3u8', urlOfPath };
    expect(await fetchableUrl(source, standInUrl('/m/a.m3u8'))).toBe('/api/storage/local/own');
    expect(await fetchableUrl(source, standInUrl('/m/s1.ts'))).toBe(
      '/api/storage/local/token-for/m/s1.ts',
    );
    expect(await fetchableUrl(source, 'https://cdn.example.com/s1.ts')).toBe(
      'https://cdn.example.com/s1.ts',
    );
    expect(urlOfPath).toHaveBeenCalledTimes(1);
  });

  it('refuse a relative URI where nothing lies beside the playlist (a share)', async () => {
    const source = { url: '/api/file-view/abc?t=1', path: '/a.m3u8' };
    await expect(fetchableUrl(source, standInUrl('/s1.ts'))).rejects.toBeInstanceOf(
      UnservedPathError,
    );
  });
});
