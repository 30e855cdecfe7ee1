import { describe, expect, it } from 'vitest';
import { folderTrail, normalizeFolder, parentFolder } from './folderTrail';

describe('folder paths', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['photos', '/photos'],
    ['/photos//2024/', '/photos/2024'],
    ['/照片/ 2024 /', '/照片/ 2024 '],
    ['//', '/'],
  ])('%j is the folder %j', (path, folder) => {
    expect(normalizeFolder(path)).toBe(folder);
  });

  it('goes up one level at a time and stops at the root', () => {
    expect(parentFolder('/photos/2024')).toBe('/photos');
    expect(parentFolder('/photos/')).toBe('/');
    expect(parentFolder('/')).toBeNull();
  });

  it('lists every folder from the root down', () => {
    expect(folderTrail('/photos/2024')).toEqual([
      { name: '', path: '/' },
      { name: 'photos', path: '/photos' },
      { name: '2024', path: '/photos/2024' },
    ]);
    expect(folderTrail('/')).toEqual([{ name: '', path: '/' }]);
  });
});
