/**
 * Text files in other encodings in the explorer: the preview reads a GBK file as GBK and re-reads
 * the same bytes in an encoding picked by hand; the editor saves in the file's encoding (through
 * the upload route, the bytes checked here), or, for characters it cannot hold, offers UTF-8.
 */
import { FileType } from '@cloudpaste/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stubFs } from '../testing/fakeFs';
import { file } from '../testing/fsItems';
import { renderExplorer } from '../testing/renderExplorer';
import { setupExplorerTests } from '../testing/setupExplorerTests';
import { sampleTree } from '../testing/tree';

setupExplorerTests();

const FIXTURES = join(__dirname, '../../../lib/textEncoding/fixtures');
const fixture = (name: string) => new Uint8Array(readFileSync(join(FIXTURES, name)));
const FIRST_LINE = '中文文本预览：编码检测与保存。';

function treeWith(name: string) {
  const tree = sampleTree();
  const bytes = fixture(name);
  tree.folders['/team']!.push(file(`/team/${name}`, FileType.TEXT, bytes.length));
  tree.contents![`/team/${name}`] = bytes;
  return tree;
}

async function open(name: string) {
  const tree = treeWith(name);
  const server = stubFs(tree);
  renderExplorer(`/mount-explorer/team?preview=${name}`);
  const select = (await screen.findByTestId('preview-encoding')) as HTMLSelectElement;
  return { ...server, tree, select };
}

const shown = () => screen.getByTestId('preview-text').querySelector('code')?.textContent ?? '';

async function edit(name: string) {
  const opened = await open(name);
  fireEvent.click(screen.getByTestId('preview-edit'));
  const input = screen.getByTestId('text-editor-input') as HTMLTextAreaElement;
  return { ...opened, input };
}
const save = () => fireEvent.click(screen.getByTestId('text-editor-save'));

describe('text encodings in the explorer', () => {
  it('reads a GBK file as GBK, and re-reads the same bytes in an encoding picked by hand', async () => {
    const { select, calls } = await open('gbk.txt');
    expect(select.value).toBe('gbk');
    expect(select.selectedOptions[0]?.textContent).toBe('GBK · Simplified Chinese (detected)');
    expect(shown()).toContain(FIRST_LINE);
    expect(screen.queryByText(/not valid/)).toBeNull();

    fireEvent.change(select, { target: { value: 'utf-8' } });
    expect(shown()).not.toContain(FIRST_LINE);
    expect(shown()).toContain('\uFFFD');
    expect(screen.getByRole('note').textContent).toBe(
      'Some bytes are not valid UTF-8 and show as �: try another encoding.',
    );
    fireEvent.click(screen.getByTestId('preview-edit'));
    expect(screen.getByRole('note').textContent).toBe(
      'Some bytes of this file are not valid UTF-8: saving replaces them with �. Pick the right encoding in the preview first.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.change(screen.getByTestId('preview-encoding'), { target: { value: 'gbk' } });
    expect(shown()).toContain(FIRST_LINE);
    expect(calls.filter((call) => call === 'content /team/gbk.txt')).toHaveLength(1);
  });

  it('saves an edited GBK file as GBK, and says so before and after', async () => {
    const { input, calls, tree } = await edit('gbk.txt');
    expect(input.value.startsWith(FIRST_LINE)).toBe(true);
    expect(screen.getByTestId('text-editor-encoding-note').textContent).toBe(
      'Will be saved as GBK, as it was read.',
    );
    fireEvent.change(input, { target: { value: `${input.value}第三行：已编辑。\n` } });
    save();
    expect(await screen.findByText('“gbk.txt” saved as GBK')).toBeTruthy();
    expect(calls).toContain('stream path,size,file /team gbk.txt');
    expect(calls.some((call) => call.startsWith('update'))).toBe(false);
    const stored = tree.contents!['/team/gbk.txt'] as Uint8Array;
    const expected = [...fixture('gbk.txt'), ...[0xb5, 0xda, 0xc8, 0xfd, 0xd0, 0xd0]]; // 第三行
    expect([...stored.subarray(0, expected.length)]).toEqual(expected);
    expect(new TextDecoder('gbk').decode(stored)).toBe(`${input.value}`);
  });

  it('names what GBK cannot hold and saves as UTF-8 only when asked', async () => {
    const { input, calls } = await edit('gbk.txt');
    fireEvent.change(input, { target: { value: '表情 😀 和 🎉' } });
    save();
    const notice = await screen.findByTestId('text-editor-unencodable');
    expect(notice.textContent).toContain(
      '2 characters cannot be written in GBK: 😀 🎉. Save the file as UTF-8 instead?',
    );
    expect(calls.some((call) => call.startsWith('stream') || call.startsWith('update'))).toBe(
      false,
    );
    fireEvent.click(screen.getByTestId('text-editor-save-utf8'));
    expect(await screen.findByText('“gbk.txt” saved as UTF-8')).toBeTruthy();
    expect(calls).toContain('update /team/gbk.txt 10');
  });

  it('converts to another encoding when picked, and keeps a UTF-16 byte order mark', async () => {
    const { input, tree, calls } = await edit('utf-16le-bom.txt');
    expect(input.value.startsWith(FIRST_LINE)).toBe(true);
    const saveAs = screen.getByTestId('text-editor-encoding') as HTMLSelectElement;
    expect(saveAs.value).toBe('utf-16le');
    fireEvent.change(saveAs, { target: { value: 'gb18030' } });
    expect(screen.getByTestId('text-editor-encoding-note').textContent).toBe(
      'Will be saved as GB18030: the file is UTF-16LE now.',
    );
    fireEvent.change(saveAs, { target: { value: 'utf-16le' } });
    save();
    expect(await screen.findByText('“utf-16le-bom.txt” saved as UTF-16LE')).toBeTruthy();
    expect(calls).toContain('stream path,size,file /team utf-16le-bom.txt');
    expect([...(tree.contents!['/team/utf-16le-bom.txt'] as Uint8Array)]).toEqual([
      ...fixture('utf-16le-bom.txt'),
    ]);
  });
});
