/** The editor's side of uploads against a scripted uploader: placeholders, links, failures. */
import type { PublicFileInfo } from '@cloudpaste/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from 'i18next';
import type { EditorSurface } from '../editorSurface';
import { EditorUploads, type FileUploader } from './EditorUploads';
import { applyChange, mapPosition } from '../editorSurface';

beforeAll(() => i18n.changeLanguage('en-US'));

/** The editor's text as a string, with a caret that follows edits as CodeMirror's does. */
function fakeSurface(initial: string, caret = initial.length) {
  const state = { value: initial, selectionStart: caret, selectionEnd: caret };
  const surface: EditorSurface = {
    current: () => ({ ...state }),
    apply: (next) => Object.assign(state, next),
    replace: (change) => {
      state.value = applyChange(state.value, change);
      state.selectionStart = mapPosition(state.selectionStart, change);
      state.selectionEnd = mapPosition(state.selectionEnd, change);
    },
    readOnly: () => false,
    positionAt: () => null,
    run: () => false,
    scroller: () => null,
  };
  return { state, surface };
}

type Settle = Parameters<FileUploader['add']>[1];

/** An uploader whose files finish when the test says. */
function fakeUploader() {
  const calls: { files: readonly File[]; settle: Settle }[] = [];
  const uploader: FileUploader = {
    add: vi.fn(
      async (files: readonly File[], settle: Settle) => void calls.push({ files, settle }),
    ),
    subscribe: () => () => undefined,
    getSnapshot: () => null,
    dispose: vi.fn(),
  };
  const shareOf = (slug: string, mimetype = 'application/octet-stream') =>
    ({ slug, mimetype }) as PublicFileInfo;
  return { uploader, calls, shareOf };
}

const setup = (initial: string, caret?: number) => {
  const { state, surface } = fakeSurface(initial, caret);
  const fake = fakeUploader();
  const toast = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
  const uploads = new EditorUploads({ surface: () => surface, toast, uploader: fake.uploader });
  return { state, surface, toast, uploads, ...fake };
};
const png = (name = 'cat.png') => new File([new Uint8Array(8)], name, { type: 'image/png' });
const pdf = () => new File([new Uint8Array(8)], 'report.pdf', { type: 'application/pdf' });
const origin = window.location.origin;

describe('EditorUploads', () => {
  it('puts placeholders at the drop point, then each file’s link in its place', async () => {
    const { state, uploads, calls, shareOf } = setup('before\n\nafter', 0);
    const cat = png();
    const report = pdf();
    await uploads.add({ files: [cat, report], at: 7, markdown: true });
    expect(state.value).toBe('before\n![Uploading cat.png…]()\n![Uploading report.pdf…]()\nafter');
    const { settle } = calls[0]!;
    settle(report, { ok: true, share: shareOf('r') });
    settle(cat, { ok: true, share: shareOf('c') });
    expect(state.value).toBe(
      `before\n![cat.png](${origin}/api/file-view/c)\n[report.pdf](${origin}/file/r)\nafter`,
    );
    // The caret was before the drop point and stays there.
    expect(state.selectionStart).toBe(0);
  });

  it('inserts at the caret and finds its placeholder after the writer typed before it', async () => {
    const { state, surface, uploads, calls, shareOf } = setup('x');
    const cat = png();
    await uploads.add({ files: [cat], at: null, markdown: true });
    expect(state.value).toBe('x![Uploading cat.png…]()');
    surface.replace({ from: 0, to: 0, insert: 'typed ' });
    calls[0]!.settle(cat, { ok: true, share: shareOf('c') });
    expect(state.value).toBe(`typed x![cat.png](${origin}/api/file-view/c)`);
  });

  it('numbers a second pasted image.png so each upload finds its own placeholder', async () => {
    const { state, uploads, calls, shareOf } = setup('');
    const first = png('image.png');
    const second = png('image.png');
    await uploads.add({ files: [first], at: null, markdown: true });
    await uploads.add({ files: [second], at: 0, markdown: true });
    expect(state.value).toBe('![Uploading image.png (2)…]()![Uploading image.png…]()');
    calls[0]!.settle(first, { ok: true, share: shareOf('one') });
    calls[1]!.settle(second, { ok: true, share: shareOf('two') });
    expect(state.value).toBe(
      `![image.png](${origin}/api/file-view/two)![image.png](${origin}/api/file-view/one)`,
    );
  });

  it('removes the placeholder of a failed upload and says why', async () => {
    const { state, toast, uploads, calls } = setup('text\n');
    const cat = png();
    await uploads.add({ files: [cat], at: 5, markdown: true });
    calls[0]!.settle(cat, { ok: false, reason: 'Storage is full' });
    expect(state.value).toBe('text\n');
    expect(toast.error).toHaveBeenCalledWith('cat.png was not uploaded: Storage is full');
  });

  it('writes the share page address in a plain-text share', async () => {
    const { state, uploads, calls, shareOf } = setup('');
    const cat = png();
    await uploads.add({ files: [cat], at: null, markdown: false });
    expect(state.value).toBe('[Uploading cat.png…]');
    calls[0]!.settle(cat, { ok: true, share: shareOf('c') });
    expect(state.value).toBe(`${origin}/file/c`);
  });

  it('uploads nothing into a read-only editor', async () => {
    const { state, surface, uploader } = setup('fixed');
    const uploads = new EditorUploads({
      surface: () => ({ ...surface, readOnly: () => true }),
      toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
      uploader,
    });
    await uploads.add({ files: [png()], at: null, markdown: true });
    expect(state.value).toBe('fixed');
    expect(uploader.add).not.toHaveBeenCalled();
  });
});
