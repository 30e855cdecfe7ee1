import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadQrCode, QrCode } from './QrCode';
import { qrFileBase } from './qrDownload';
import { QR_PNG_SIZE } from './qrImage';

const link = 'https://paste.example/paste/abc';

async function renderLoaded(downloadName?: string) {
  // The first render suspends until the library's chunk is in; act waits for that too.
  await act(async () => {
    render(
      <QrCode value={link} size={120} title="Link as QR" testId="qr" downloadName={downloadName} />,
    );
    await preloadQrCode();
  });
}

/** Saved files: each download's blob and the name its link gave it. */
function catchDownloads() {
  const blobs: Blob[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return `blob:${blobs.length}`;
      }),
      revokeObjectURL: vi.fn(),
    }),
  );
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  const names = () => click.mock.contexts.map((link) => (link as HTMLAnchorElement).download);
  return { blobs, names };
}

function readBlob(blob: Blob | undefined): Promise<unknown> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.readAsText(blob ?? new Blob());
  });
}

/** jsdom has no image decoding at all; a test gives images the outcome it needs. */
function stubDecode(decode: () => Promise<void>) {
  Object.defineProperty(HTMLImageElement.prototype, 'decode', {
    value: decode,
    configurable: true,
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
});

describe('QrCode', () => {
  it('draws the link as an SVG image named by its title, once its code has loaded', async () => {
    await act(async () => {
      render(<QrCode value={link} size={120} title="Link as QR" testId="qr" />);
      expect(screen.queryByRole('img')).toBeNull();
      await preloadQrCode();
    });
    const image = screen.getByRole('img', { name: 'Link as QR' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image.getAttribute('width')).toBe('120');
    expect(screen.getByTestId('qr')).toBe(image);
    // No file name, no download buttons.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('downloads the drawn code as a standalone SVG file named after the share', async () => {
    const { blobs, names } = catchDownloads();
    await renderLoaded(qrFileBase('abc'));
    fireEvent.click(screen.getByRole('button', { name: 'Download the QR code as SVG' }));
    expect(names()).toEqual(['cloudpaste-abc.svg']);
    expect(blobs[0]?.type).toBe('image/svg+xml');
    const text = String(await readBlob(blobs[0]));
    expect(text).toMatch(/^<\?xml/);
    expect(text).toContain('xmlns="http://www.w3.org/2000/svg"');
    // The same modules as on screen.
    const drawn = screen.getByTestId('qr').querySelectorAll('path')[1]?.getAttribute('d');
    expect(drawn).toBeTruthy();
    expect(text).toContain(`d="${drawn}"`);
  });

  it('paints the code onto a canvas and downloads it as a PNG', async () => {
    const { blobs, names } = catchDownloads();
    // jsdom neither decodes images nor paints; the real painting is checked in the browser (e2e).
    stubDecode(() => Promise.resolve());
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage,
      imageSmoothingEnabled: true,
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) =>
      done(new Blob(['png'], { type: 'image/png' })),
    );
    await renderLoaded(qrFileBase('abc'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Download the QR code as PNG' }));
    });
    expect(names()).toEqual(['cloudpaste-abc.png']);
    expect(blobs.at(-1)?.type).toBe('image/png');
    expect(drawImage).toHaveBeenCalledWith(
      expect.any(HTMLImageElement),
      0,
      0,
      QR_PNG_SIZE,
      QR_PNG_SIZE,
    );
  });

  it('says so when the browser cannot make the PNG', async () => {
    catchDownloads();
    stubDecode(() => Promise.reject(new Error('EncodingError')));
    await renderLoaded('cloudpaste-abc');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Download the QR code as PNG' }));
    });
    expect(screen.getByRole('alert').textContent).toMatch(/download the SVG instead/);
  });

  it('keeps a file name safe whatever the slug holds', () => {
    expect(qrFileBase('my-notes_2')).toBe('cloudpaste-my-notes_2');
    expect(qrFileBase('a/b c')).toBe('cloudpaste-a_b_c');
  });
});
