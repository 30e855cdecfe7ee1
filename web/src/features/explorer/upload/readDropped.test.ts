/** Reading a drop: folders walked through their batched readers, and the folders an upload makes. */
import { describe, expect, it } from 'vitest';
import { dirEntry, fileEntry } from '../testing/dropEntries';
import { foldersToCreate } from '../transfer/uploadJob';
import { readDropped } from './readDropped';

describe('readDropped', () => {
  it('walks folders to the bottom, reading every batch, and keeps empty folders', async () => {
    const dropped = await readDropped(
      [
        dirEntry('album', [
          fileEntry('1.jpg'),
          fileEntry('2.jpg'),
          fileEntry('3.jpg'),
          dirEntry('empty', []),
        ]),
        fileEntry('loose.txt'),
      ],
      [],
    );
    expect(dropped.entries.map((e) => `${e.dir}|${e.file.name}`)).toEqual([
      'album|1.jpg',
      'album|2.jpg',
      'album|3.jpg',
      '|loose.txt',
    ]);
    expect(dropped.dirs).toEqual(['album/empty']);
  });

  it('takes the files as they are where the browser exposes no entries', async () => {
    const file = new File(['x'], 'a.txt');
    expect(await readDropped([null], [file])).toEqual({ entries: [{ file, dir: '' }] });
  });
});

describe('foldersToCreate', () => {
  it('lists every folder once, each after its parent', () => {
    const file = new File([], 'f');
    expect(
      foldersToCreate({
        folder: '/team',
        entries: [
          { file, dir: 'a/b/c' },
          { file, dir: '' },
          { file, dir: 'a/b' },
          { file, dir: 'z' },
        ],
        dirs: ['a/empty'],
      }),
    ).toEqual(['a', 'z', 'a/b', 'a/empty', 'a/b/c']);
  });
});
