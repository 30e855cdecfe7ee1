/**
 * Each fixture is a file as another program wrote it (made with iconv): detection names its
 * encoding, decoding gives its text, and saving the text gives back the very same bytes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeText, detectEncoding, encodeText, type TextEncodingId } from '.';

const fixture = (name: string) => new Uint8Array(readFileSync(join(__dirname, 'fixtures', name)));

const SIMPLIFIED = '中文文本预览：编码检测与保存。\n第二行，包含标点符号“引号”和数字 123。\n';
const TRADITIONAL = '繁體中文預覽：編碼偵測與儲存。\n第二行，包含標點符號「引號」和數字 123。\n';
const JAPANESE = '日本語のテキスト：文字コードの判定と保存。\n二行目、カタカナとひらがなと漢字。\n';
const RARE = '中文与生僻字：𠀀𠀁，还有表情 😀 和欧元 €。\n';

const FIXTURES: [file: string, encoding: TextEncodingId, hasBom: boolean, text: string][] = [
  ['gbk.txt', 'gbk', false, SIMPLIFIED],
  ['gb18030.txt', 'gb18030', false, RARE],
  ['big5.txt', 'big5', false, TRADITIONAL],
  ['shift_jis.txt', 'shift_jis', false, JAPANESE],
  ['utf-16le-bom.txt', 'utf-16le', true, SIMPLIFIED],
  ['utf-16be-bom.txt', 'utf-16be', true, JAPANESE],
  ['utf-8.txt', 'utf-8', false, SIMPLIFIED],
  ['utf-8-bom.txt', 'utf-8', true, TRADITIONAL],
];

describe.each(FIXTURES)('%s', (file, encoding, hasBom, text) => {
  const bytes = fixture(file);

  it(`is detected as ${encoding} and decodes to its text`, () => {
    expect(detectEncoding(bytes)).toBe(encoding);
    expect(decodeText(bytes, encoding)).toEqual({ text, encoding, hasBom });
  });

  it('saves back to the same bytes', () => {
    const saved = encodeText(text, encoding, hasBom);
    expect(saved.ok && Buffer.from(saved.bytes).equals(bytes)).toBe(true);
  });
});

describe('detectEncoding', () => {
  const gbk = fixture('gbk.txt');

  it('judges short texts too', () => {
    expect(detectEncoding(gbk.subarray(0, 4))).toBe('gbk'); // 中文
    expect(detectEncoding(fixture('big5.txt').subarray(0, 4))).toBe('big5'); // 繁體
    expect(detectEncoding(fixture('shift_jis.txt').subarray(0, 6))).toBe('shift_jis'); // 日本語
  });

  it('takes a cut-off last character as cut off, not as another encoding', () => {
    const utf8 = fixture('utf-8.txt');
    expect(detectEncoding(utf8.subarray(0, 4), { isTruncated: true })).toBe('utf-8');
    expect(decodeText(utf8.subarray(0, 4), 'utf-8', true).text).toBe('中');
    expect(detectEncoding(gbk.subarray(0, 3), { isTruncated: true })).toBe('gbk');
  });

  it("follows the server's charset when the bytes are valid in it", () => {
    expect(detectEncoding(gbk, { charset: 'GB2312' })).toBe('gbk');
    expect(detectEncoding(gbk, { charset: 'big5' })).toBe('big5');
    expect(detectEncoding(gbk, { charset: 'utf-8' })).toBe('gbk');
    expect(detectEncoding(gbk, { charset: 'iso-8859-1' })).toBe('gbk');
  });

  it('finds UTF-16 without a byte order mark by its zero bytes', () => {
    const le = fixture('utf-16le-bom.txt').subarray(2);
    const ascii = encodeText('plain ASCII text\n', 'utf-16le');
    const asciiBe = encodeText('plain ASCII text\n', 'utf-16be');
    if (!ascii.ok || !asciiBe.ok) throw new Error('UTF-16 holds every character');
    expect(detectEncoding(ascii.bytes)).toBe('utf-16le');
    expect(detectEncoding(asciiBe.bytes)).toBe('utf-16be');
    expect(decodeText(le, 'utf-16le')).toEqual({
      text: SIMPLIFIED,
      encoding: 'utf-16le',
      hasBom: false,
    });
  });

  it('calls plain ASCII UTF-8 and Latin text that fits no East Asian encoding Windows-1252', () => {
    expect(detectEncoding(new TextEncoder().encode('just ASCII'))).toBe('utf-8');
    const latin = Uint8Array.from([...'Caf', 0xe9, ...' au lait, cr', 0xe8, 'me'].flatMap(byte));
    expect(detectEncoding(latin)).toBe('windows-1252');
    expect(decodeText(latin, 'windows-1252').text).toBe('Café au lait, crème');
  });
});

function byte(part: string | number): number[] {
  return typeof part === 'number' ? [part] : [...part].map((char) => char.charCodeAt(0));
}

describe('encodeText', () => {
  it('names the characters an encoding cannot hold instead of dropping them', () => {
    expect(encodeText('中文 😀 €', 'gbk')).toEqual({ ok: false, unencodable: ['😀'], count: 1 });
    expect(encodeText('简体：这门', 'big5')).toEqual({
      ok: false,
      unencodable: ['简', '这', '门'],
      count: 3,
    });
    expect(encodeText('中文这', 'shift_jis')).toMatchObject({ ok: false, unencodable: ['这'] });
  });

  it('writes every code point in GB18030, the planes above Unicode 1.1 included', () => {
    const result = encodeText(RARE, 'gb18030');
    if (!result.ok) throw new Error(`unencodable: ${result.unencodable.join('')}`);
    expect(new TextDecoder('gb18030').decode(result.bytes)).toBe(RARE);
  });

  const SAMPLES = {
    gbk: SIMPLIFIED,
    big5: TRADITIONAL,
    shift_jis: JAPANESE,
    'euc-jp': JAPANESE,
    'euc-kr': '한국어 텍스트\n',
    'windows-1252': 'Ünïcödé ½ ß\n',
  } as const;

  it.each(Object.entries(SAMPLES))(
    '%s: whatever its decoder reads, it writes back',
    (name, sample) => {
      const encoding = name as keyof typeof SAMPLES;
      const result = encodeText(sample, encoding);
      if (!result.ok) throw new Error(`unencodable: ${result.unencodable.join('')}`);
      expect(new TextDecoder(encoding).decode(result.bytes)).toBe(sample);
    },
  );
});
