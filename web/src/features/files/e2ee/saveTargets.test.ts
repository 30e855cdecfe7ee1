/**
 * The save targets without a service worker (saveTargets.ts): the save picker's file is written
 * whole, or removed when the stream fails; a file too big for memory is refused.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseSaveTarget, IN_MEMORY_MAX_BYTES } from './saveTargets';

function picker() {
  const written: Uint8Array[] = [];
  const file = {
    aborted: false,
    removed: false,
    createWritable: async () =>
      new WritableStream<Uint8Array>({
        write: (chunk) => void written.push(chunk),
        abort: () => void (file.aborted = true),
      }),
    remove: async () => void (file.removed = true),
  };
  vi.stubGlobal('showSaveFilePicker', async () => file);
  return { file, written };
}

function streamOf(chunks: number, failAt?: number) {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === failAt) return controller.error(new Error('tampered'));
      if (sent === chunks) return controller.close();
      controller.enqueue(new Uint8Array([sent++]));
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('chooseSaveTarget without a service worker', () => {
  it('writes the whole stream to the picked file', async () => {
    const { file, written } = picker();
    const target = await chooseSaveTarget('a.bin', 3);
    expect(target?.method).toBe('picker');
    await target!.write(streamOf(3));
    expect(written.map((c) => c[0])).toEqual([0, 1, 2]);
    expect(file.removed).toBe(false);
  });

  it('aborts the write and removes the picked file when the stream fails', async () => {
    const { file } = picker();
    const target = await chooseSaveTarget('a.bin', 3);
    await expect(target!.write(streamOf(3, 2))).rejects.toThrow('tampered');
    expect(file.aborted).toBe(true);
    expect(file.removed).toBe(true);
  });

  it('gathers a small file in memory only, and refuses a bigger one', async () => {
    expect((await chooseSaveTarget('a.bin', IN_MEMORY_MAX_BYTES))?.method).toBe('memory');
    expect(await chooseSaveTarget('a.bin', IN_MEMORY_MAX_BYTES + 1)).toBeNull();
    expect(await chooseSaveTarget('a.bin', null)).toBeNull();
  });
});
