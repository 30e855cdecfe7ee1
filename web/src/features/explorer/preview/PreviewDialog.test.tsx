/** The `?preview=` parameter: opening and closing previews, and each kind of content. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it, onTestFinished } from 'vitest';
import { stubFs } from '../testing/fakeFs';
import { renderExplorer } from '../testing/renderExplorer';
import { setupExplorerTests } from '../testing/setupExplorerTests';
import { sampleTree } from '../testing/tree';

const item = (name: string) =>
  screen.getAllByTestId('explorer-item').find((element) => element.dataset.name === name)!;
const content = () => screen.findByTestId('preview-content');

setupExplorerTests();

/** jsdom has no Fullscreen API; the button shows only where the browser allows it. */
function allowFullscreen() {
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
  onTestFinished(() => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: undefined });
  });
}

describe('preview parameter', () => {
  it('opens the file a URL names over the listing, and closing removes the parameter', async () => {
    stubFs(sampleTree());
    const { router } = renderExplorer('/mount-explorer/team?preview=notes.txt');
    const dialog = await screen.findByRole('dialog', { name: 'notes.txt' });
    expect(await within(dialog).findByText(/first line/)).toBeTruthy();
    // Listed underneath, not instead.
    expect((await screen.findAllByTestId('explorer-item')).length).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close preview' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/mount-explorer/team');
    expect(router.state.location.search).toBe('');
  });

  it('opens on a click and closes with Escape back to the listing entry in history', async () => {
    stubFs(sampleTree());
    const { router } = renderExplorer('/mount-explorer/team');
    await screen.findAllByTestId('explorer-item');
    fireEvent.click(item('notes.txt'));
    await screen.findByRole('dialog', { name: 'notes.txt' });
    expect(router.state.location.search).toBe('?preview=notes.txt');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // Closing went back rather than stacking another entry: Back now leaves nothing to reopen.
    expect(router.state.historyAction).toBe('POP');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when the browser goes back', async () => {
    stubFs(sampleTree());
    const { router } = renderExplorer('/mount-explorer/team');
    await screen.findAllByTestId('explorer-item');
    fireEvent.click(item('readme.md'));
    await screen.findByRole('dialog');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('steps through the folder images with buttons and arrow keys', async () => {
    stubFs(sampleTree());
    const { router } = renderExplorer('/mount-explorer/photos?preview=a.png');
    const dialog = await screen.findByRole('dialog', { name: 'a.png' });
    // The stepper follows the listing's order (by name), which may arrive after the preview.
    expect((await within(dialog).findByTestId('preview-position')).textContent).toBe('1 / 2');
    expect((await within(dialog).findByRole('img', { name: 'a.png' })).getAttribute('src')).toBe(
      '/api/storage/local/preview/photos/a.png',
    );
    expect(within(dialog).getByTestId('preview-previous')).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByTestId('preview-next'));
    await waitFor(() => expect(router.state.location.search).toBe('?preview=b.jpg'));
    expect(await screen.findByRole('img', { name: 'b.jpg' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowLeft' });
    await waitFor(() => expect(router.state.location.search).toBe('?preview=a.png'));
  });

  it('says when the named file does not exist', async () => {
    stubFs(sampleTree());
    renderExplorer('/mount-explorer/team?preview=missing.txt');
    const dialog = await screen.findByRole('dialog', { name: 'missing.txt' });
    expect(await within(dialog).findByText('This file does not exist any more.')).toBeTruthy();
  });
});

describe('preview content', () => {
  it('shows plain text with line numbers and offers the download', async () => {
    const { calls } = stubFs(sampleTree());
    renderExplorer('/mount-explorer/team?preview=notes.txt');
    expect((await content()).dataset.kind).toBe('text');
    expect((await screen.findByTestId('plain-text-gutter')).textContent).toBe('1\n2');
    expect(screen.getByTestId('preview-text').querySelector('code')?.textContent).toBe(
      'first line\nsecond line\n',
    );
    expect(screen.getByTestId('preview-download').getAttribute('href')).toBe(
      '/api/storage/local/download/team/notes.txt',
    );
    expect(calls).toContain('content /team/notes.txt');
  });

  it('renders Markdown through the sanitising renderer', async () => {
    stubFs(sampleTree());
    renderExplorer('/mount-explorer/team?preview=readme.md');
    expect((await content()).dataset.kind).toBe('markdown');
    expect(await screen.findByRole('heading', { name: 'Team handbook' })).toBeTruthy();
    expect(screen.getByText('aboard').tagName).toBe('STRONG');
  });

  it('does not fetch text over 10 MB; it offers the download instead', async () => {
    const { calls } = stubFs(sampleTree());
    renderExplorer('/mount-explorer/team?preview=big.log');
    expect((await screen.findByTestId('preview-none')).textContent).toContain('larger than 10 MB');
    expect(screen.getByRole('link', { name: 'Download file' })).toBeTruthy();
    expect(calls).not.toContain('content /team/big.log');
  });

  it('says in both languages that Office files on unreachable storage cannot be previewed', async () => {
    allowFullscreen();
    stubFs(sampleTree());
    renderExplorer('/mount-explorer/team?preview=plan.docx');
    const none = await screen.findByTestId('preview-none');
    // A notice is no preview to see in fullscreen.
    expect(screen.queryByTestId('preview-fullscreen')).toBeNull();
    expect(none.textContent).toContain(
      'cannot be previewed by the online viewers (Microsoft, Google): its storage is not publicly reachable',
    );
    expect(screen.queryByTestId('preview-office-frame')).toBeNull();
    try {
      await act(() => i18n.changeLanguage('zh-CN'));
      expect(none.textContent).toContain('文件所在的存储无法从公网访问');
    } finally {
      await act(() => i18n.changeLanguage('en-US'));
    }
  });

  it('offers the Microsoft and Google viewers for a public link', async () => {
    allowFullscreen();
    stubFs({ ...sampleTree(), linkOrigin: 'https://bucket.s3.example.com' });
    renderExplorer('/mount-explorer/team?preview=plan.docx');
    expect((await screen.findByTestId('preview-fullscreen')).getAttribute('aria-label')).toBe(
      'Full screen',
    );
    const link = encodeURIComponent(
      'https://bucket.s3.example.com/api/storage/local/preview/team/plan.docx',
    );
    const frame = await screen.findByTestId('preview-office-frame');
    expect(frame.getAttribute('src')).toBe(
      `https://view.officeapps.live.com/op/embed.aspx?src=${link}`,
    );
    fireEvent.click(screen.getByTestId('preview-office-google'));
    expect(screen.getByTestId('preview-office-frame').getAttribute('src')).toBe(
      `https://docs.google.com/viewer?url=${link}&embedded=true`,
    );
  });

  it('shows details and the download for files it cannot preview', async () => {
    stubFs(sampleTree());
    renderExplorer('/mount-explorer/team?preview=archive.zip');
    const none = await screen.findByTestId('preview-none');
    expect(none.textContent).toContain('cannot be previewed in the browser');
    expect(none.textContent).toContain('application/zip');
    expect(none.textContent).toContain('/team/archive.zip');
  });

  it('plays video from its storage link', async () => {
    stubFs(sampleTree());
    renderExplorer('/mount-explorer/photos?preview=clip.mp4');
    expect((await content()).dataset.kind).toBe('video');
    expect(document.querySelector('video')?.getAttribute('src')).toBe(
      '/api/storage/local/preview/photos/clip.mp4',
    );
    // Not an image: no stepping through the gallery.
    expect(screen.queryByTestId('preview-position')).toBeNull();
  });
});
