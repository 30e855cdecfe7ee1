import { describe, expect, it } from 'vitest';
import type { MountRow } from '../../db/types.js';
import { parentOf, placePath, virtualChildren } from './mount-tree.js';

const mount = (id: string, mount_path: string) => ({ id, mount_path }) as MountRow;
const mounts = [
  mount('team', '/team'),
  mount('photos', '/media/photos'),
  mount('music', '/media/music'),
];

describe('the mount tree', () => {
  it.each([
    ['/', { kind: 'virtual' }],
    ['/media', { kind: 'virtual' }],
    ['/team', { kind: 'mount', key: '' }],
    ['/team/docs/a.txt', { kind: 'mount', key: 'docs/a.txt' }],
    ['/media/photos/2024', { kind: 'mount', key: '2024' }],
    ['/teams', { kind: 'none' }],
    ['/med', { kind: 'none' }],
    ['/team/.cloudpaste/multipart', { kind: 'none' }],
    ['/team/docs/.cloudpaste', { kind: 'mount', key: 'docs/.cloudpaste' }],
  ])('places %s', (path, expected) => {
    expect(placePath(mounts, path)).toMatchObject(expected);
  });

  it('lists the folders leading to mounts, once each', () => {
    expect(virtualChildren(mounts, '/').map((c) => [c.path, c.mount?.id ?? null])).toEqual([
      ['/team', 'team'],
      ['/media', null],
    ]);
    expect(virtualChildren(mounts, '/media').map((c) => [c.name, c.mount?.id])).toEqual([
      ['photos', 'photos'],
      ['music', 'music'],
    ]);
    expect(virtualChildren(mounts, '/team')).toEqual([]);
  });

  it('knows parents', () => {
    expect(parentOf('/a/b')).toBe('/a');
    expect(parentOf('/a')).toBe('/');
  });
});
