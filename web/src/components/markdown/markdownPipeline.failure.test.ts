/**
 * A part that fails to load (offline before the service worker holds its chunk) stays failed for
 * every render until forgetFailedParts, then loads: React's use() must see the settled failure
 * (a fresh promise each render would suspend for ever), and Retry must be able to try again.
 */
import { describe, expect, it, vi } from 'vitest';
import { featuresOf, forgetFailedParts, pipelineFor } from './markdownPipeline';

const network = vi.hoisted(() => ({ down: true, fetches: 0 }));
vi.mock('rehype-raw', async (importOriginal) => {
  network.fetches += 1;
  if (network.down) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('pipelineFor, when a part cannot be fetched', () => {
  it('answers the same failed promise until the failure is forgotten, then loads it', async () => {
    const features = featuresOf('<b>bold</b>');
    expect(features).toEqual(['html']);
    const first = pipelineFor(features);
    expect(first).toBeInstanceOf(Promise);
    // (Vitest wraps the thrown error in its own message about the mock.)
    await expect(first).rejects.toThrow();
    // The next render reads the same settled promise: no new fetch, no new suspension.
    expect(pipelineFor(features)).toBe(first);
    expect(network.fetches).toBe(1);

    network.down = false;
    forgetFailedParts();
    const second = pipelineFor(features);
    expect(second).not.toBe(first);
    const pipeline = await second;
    // The HTML parser, then the three every document gets (sanitiser, heading ids, link policy).
    expect(pipeline.rehypePlugins).toHaveLength(4);
    expect(network.fetches).toBe(2);
    // Loaded: ready at once from now on.
    expect(pipelineFor(features)).not.toBeInstanceOf(Promise);
  });
});
