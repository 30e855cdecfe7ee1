import { describe, expect, it } from 'vitest';
import { applyChange, mapPosition } from '../editorSurface';
import {
  escapeLabel,
  insertion,
  linkText,
  placeholderFor,
  settle,
  uniquePlaceholders,
  type UploadedLink,
} from './uploadText';

const image: UploadedLink = {
  name: 'cat.png',
  isImage: true,
  pageUrl: 'https://paste.example/file/abc',
  contentUrl: 'https://paste.example/api/file-view/abc',
};
const make = (name: string) => placeholderFor(`Uploading ${name}…`, true);

describe('placeholders', () => {
  it('is an empty image in Markdown and a bracketed note in plain text', () => {
    expect(placeholderFor('Uploading cat.png…', true)).toBe('![Uploading cat.png…]()');
    expect(placeholderFor('Uploading cat.png…', false)).toBe('[Uploading cat.png…]');
  });

  it('numbers a name already pending, in the text or in the same batch', () => {
    const text = 'a ![Uploading image.png…]() b';
    expect(uniquePlaceholders(['image.png', 'image.png', 'x.pdf'], text, make)).toEqual([
      '![Uploading image.png (2)…]()',
      '![Uploading image.png (3)…]()',
      '![Uploading x.pdf…]()',
    ]);
  });

  it('go in one per line where the files were dropped', () => {
    const change = insertion(3, ['![A]()', '![B]()']);
    expect(applyChange('ab\ncd', change)).toBe('ab\n![A]()\n![B]()cd');
  });
});

describe('links', () => {
  it('shows an image by its bytes and links any other file to its share page', () => {
    expect(linkText(image, true)).toBe('![cat.png](https://paste.example/api/file-view/abc)');
    expect(linkText({ ...image, name: 'report.pdf', isImage: false }, true)).toBe(
      '[report.pdf](https://paste.example/file/abc)',
    );
  });

  it('is the share page address in plain text', () => {
    expect(linkText(image, false)).toBe('https://paste.example/file/abc');
  });

  it('escapes what would end the label or the target early', () => {
    expect(escapeLabel('a [b]\\c\nd')).toBe('a \\[b\\]\\\\c d');
    const odd = { ...image, name: 'x].png', contentUrl: 'https://h/api/file-view/a (1)' };
    expect(linkText(odd, true)).toBe('![x\\].png](https://h/api/file-view/a%20%281%29)');
  });
});

describe('settle', () => {
  const placeholder = '![Uploading cat.png…]()';

  it('replaces the placeholder wherever edits have moved it', () => {
    const text = `typed before\nintro ${placeholder} after`;
    const change = settle(text, placeholder, '![cat.png](u)')!;
    expect(applyChange(text, change)).toBe('typed before\nintro ![cat.png](u) after');
  });

  it('removes a failed placeholder, with its line when it was alone on it', () => {
    const text = `one\n${placeholder}\ntwo`;
    expect(applyChange(text, settle(text, placeholder, '')!)).toBe('one\ntwo');
    const inline = `one ${placeholder}\ntwo`;
    expect(applyChange(inline, settle(inline, placeholder, '')!)).toBe('one \ntwo');
  });

  it('does nothing when the writer deleted the placeholder', () => {
    expect(settle('no placeholder here', placeholder, '![cat.png](u)')).toBeNull();
  });

  it('replaces only the first of two equal placeholders', () => {
    const text = `${placeholder} ${placeholder}`;
    expect(applyChange(text, settle(text, placeholder, 'X')!)).toBe(`X ${placeholder}`);
  });
});

describe('mapPosition', () => {
  const change = { from: 5, to: 10, insert: 'ab' };
  it('keeps positions before, shifts positions after and moves those inside to the end', () => {
    expect(mapPosition(3, change)).toBe(3);
    expect(mapPosition(12, change)).toBe(9);
    expect(mapPosition(7, change)).toBe(7);
    expect(mapPosition(5, change)).toBe(5);
  });
});
