import contentDispositionLib from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.js';

/** What a client that reads filename* (every current browser) saves the file as. */
const savedName = (header: string) => contentDispositionLib.parse(header).parameters.filename ?? '';

describe('contentDisposition', () => {
  it('names a plain ASCII file with filename only', () => {
    expect(contentDisposition('attachment', 'report final.pdf')).toBe(
      'attachment; filename="report final.pdf"',
    );
    expect(contentDisposition('inline', 'a+b (1).txt')).toBe('inline; filename="a+b (1).txt"');
  });

  it('gives Latin-1 names an ASCII stand-in and the exact name in filename*', () => {
    expect(contentDisposition('attachment', 'café.pdf')).toBe(
      `attachment; filename="cafe.pdf"; filename*=UTF-8''caf%C3%A9.pdf`,
    );
    expect(contentDisposition('inline', 'Straße.txt')).toBe(
      `inline; filename="Stra_e.txt"; filename*=UTF-8''Stra%C3%9Fe.txt`,
    );
  });

  it('gives CJK and emoji names one _ per character in the stand-in', () => {
    const header = contentDisposition('attachment', '报告 final 📄.docx');
    expect(header).toBe(
      `attachment; filename="__ final _.docx"; filename*=UTF-8''%E6%8A%A5%E5%91%8A%20final%20%F0%9F%93%84.docx`,
    );
    expect(savedName(header)).toBe('报告 final 📄.docx');
  });

  it('keeps quotes, backslashes and percent signs out of the quoted stand-in', () => {
    const header = contentDisposition('attachment', 'say "hi"\\100%25.txt');
    expect(header).toBe(
      `attachment; filename="say _hi__100_25.txt"; filename*=UTF-8''say%20%22hi%22%5C100%2525.txt`,
    );
    expect(savedName(header)).toBe('say "hi"\\100%25.txt');
  });

  it('turns control characters into _ in both forms, so no header is split', () => {
    const header = contentDisposition('attachment', 'evil\r\nSet-Cookie: x\u0000\u0085.txt');
    // eslint-disable-next-line no-control-regex -- looking for control characters is the point
    expect(header).not.toMatch(/[\r\n\u0000\u0085]/);
    expect(header).toBe('attachment; filename="evil__Set-Cookie: x__.txt"');
  });

  it('encodes the characters RFC 5987 does not allow bare, and survives a lone surrogate', () => {
    expect(contentDisposition('inline', "it's (*)é")).toBe(
      `inline; filename="it's (*)e"; filename*=UTF-8''it%27s%20%28%2A%29%C3%A9`,
    );
    expect(contentDisposition('inline', 'x\ud800.txt')).toBe(
      `inline; filename="x_.txt"; filename*=UTF-8''x%EF%BF%BD.txt`,
    );
  });

  it('names nothing for an empty name', () => {
    expect(contentDisposition('attachment', '')).toBe('attachment');
  });
});
