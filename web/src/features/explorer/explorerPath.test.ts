import { describe, expect, it } from 'vitest';
import {
  folderHref,
  joinPath,
  parentPath,
  pathFromPathname,
  pathTrail,
  previewSearch,
} from './explorerPath';

describe('explorer paths', () => {
  it('reads the folder from the URL, decoding each segment once', () => {
    expect(pathFromPathname('/mount-explorer')).toBe('/');
    expect(pathFromPathname('/mount-explorer/')).toBe('/');
    expect(pathFromPathname('/mount-explorer/team/my%20docs/')).toBe('/team/my docs');
    expect(pathFromPathname('/mount-explorer/a/100%2525')).toBe('/a/100%25');
    expect(pathFromPathname('/mount-explorer/a/%E4%B8%AD%E6%96%87')).toBe('/a/中文');
    // Malformed escapes are kept as written rather than throwing.
    expect(pathFromPathname('/mount-explorer/a/50%')).toBe('/a/50%');
  });

  it('writes folders as URLs that read back to the same path', () => {
    for (const path of ['/', '/team', '/team/my docs', '/a/100%.txt', '/照片/2024', '/a/#?&']) {
      expect(pathFromPathname(folderHref(path))).toBe(path);
    }
    expect(folderHref('/')).toBe('/mount-explorer');
    expect(folderHref('/team/my docs/')).toBe('/mount-explorer/team/my%20docs');
    expect(folderHref('/a/#?&')).toBe('/mount-explorer/a/%23%3F%26');
  });

  it('builds the preview query and joins, climbs and splits paths', () => {
    expect(previewSearch('report 1.pdf')).toBe('?preview=report+1.pdf');
    expect(new URLSearchParams(previewSearch('a&b=c.txt')).get('preview')).toBe('a&b=c.txt');
    expect(previewSearch(null)).toBe('');
    expect(joinPath('/', 'team')).toBe('/team');
    expect(joinPath('/team', 'docs')).toBe('/team/docs');
    expect(parentPath('/team/docs')).toBe('/team');
    expect(parentPath('/team')).toBe('/');
    expect(parentPath('/')).toBe('/');
    expect(pathTrail('/team/docs')).toEqual([
      { name: '', path: '/' },
      { name: 'team', path: '/team' },
      { name: 'docs', path: '/team/docs' },
    ]);
  });
});
