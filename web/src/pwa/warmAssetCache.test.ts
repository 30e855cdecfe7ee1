import { describe, expect, it, vi } from 'vitest';
import { loadedAssetUrls, warmAssetCache } from './warmAssetCache';

const ORIGIN = 'https://paste.example';
const entries = [
  { name: `${ORIGIN}/assets/mermaid.core-abc.js` },
  { name: `${ORIGIN}/assets/viz-def.js` },
  { name: `${ORIGIN}/assets/mermaid.core-abc.js` },
  { name: `${ORIGIN}/api/paste/x` },
  { name: `${ORIGIN}/favicon.svg` },
  { name: 'https://cdn.example/assets/other.js' },
];

describe('warmAssetCache', () => {
  it('takes the build assets of this origin only, each once', () => {
    expect(loadedAssetUrls(entries, ORIGIN)).toEqual([
      `${ORIGIN}/assets/mermaid.core-abc.js`,
      `${ORIGIN}/assets/viz-def.js`,
    ]);
  });

  it('fetches each again and counts the ones kept, a failed one included in nothing', async () => {
    const fetchAsset = vi.fn(async (url: string) =>
      url.includes('viz') ? Promise.reject(new Error('offline')) : new Response('code'),
    );
    expect(await warmAssetCache(entries, ORIGIN, fetchAsset)).toBe(1);
    expect(fetchAsset.mock.calls.map(([url]) => url)).toEqual([
      `${ORIGIN}/assets/mermaid.core-abc.js`,
      `${ORIGIN}/assets/viz-def.js`,
    ]);
  });
});
