/**
 * The steps of opening an end-to-end encrypted file share (docs/ENCRYPTION.md, "File shares"):
 * the key from the link's fragment, the header checked against it (and the encryption password
 * when the header asks for one) before anything is downloaded, then the download decrypted as a
 * stream into the best save target the browser has (saveTargets.ts).
 */
import type { PublicFileInfo } from '@cloudpaste/contracts';
import { useEffect, useRef, useState } from 'react';
import { chooseSaveTarget, type SaveMethod } from './saveTargets';
import {
  checkHeader,
  fetchHeader,
  openErrorOf,
  openStream,
  plainSizeOf,
  type OpenProblem,
} from './sealedFile';

export type SealedDownloadState =
  | { kind: 'checking' }
  | { kind: 'missing-key' }
  | { kind: 'password'; isSubmitting: boolean; wrong: boolean }
  | { kind: 'ready' }
  | { kind: 'downloading'; percent: number; method: SaveMethod }
  | { kind: 'done'; method: SaveMethod }
  | { kind: 'too-large' }
  /** `during` says whether a download had begun (its partial file is then discarded). */
  | { kind: 'failed'; problem: OpenProblem; during: 'open' | 'download' };

export function useSealedDownload(file: PublicFileInfo) {
  // Read once: the page may change its fragment later.
  const [key] = useState(() => window.location.hash.replace(/^#/, ''));
  const [state, setState] = useState<SealedDownloadState>(() =>
    key ? { kind: 'checking' } : { kind: 'missing-key' },
  );
  const [header, setHeader] = useState<Uint8Array | null>(null);
  const password = useRef('');
  const running = useRef<AbortController | null>(null);
  const url = file.downloadUrl ?? '';

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    void (async () => {
      try {
        const head = await fetchHeader(url, controller.signal);
        setHeader(head);
        // The link key is checked first: a wrong one is told before any password is asked.
        await checkHeader(head, key, '');
        setState({ kind: 'ready' });
      } catch (error) {
        if (controller.signal.aborted) return;
        const problem = (await openErrorOf(error)).problem;
        setState(
          problem.kind === 'password-required'
            ? { kind: 'password', isSubmitting: false, wrong: false }
            : { kind: 'failed', problem, during: 'open' },
        );
      }
    })();
    return () => controller.abort();
  }, [key, url]);

  useEffect(() => () => running.current?.abort(), []);

  async function unlock(typed: string) {
    setState({ kind: 'password', isSubmitting: true, wrong: false });
    try {
      await checkHeader(header ?? new Uint8Array(), key, typed);
      password.current = typed;
      setState({ kind: 'ready' });
    } catch (error) {
      const problem = (await openErrorOf(error)).problem;
      if (problem.kind === 'wrong-password' || problem.kind === 'password-required')
        setState({ kind: 'password', isSubmitting: false, wrong: true });
      else setState({ kind: 'failed', problem, during: 'open' });
    }
  }

  async function download() {
    const size = header ? plainSizeOf(file.size, header) : null;
    let target;
    try {
      target = await chooseSaveTarget(file.filename, size);
    } catch {
      // The user closed the save dialog.
      return;
    }
    if (!target) return setState({ kind: 'too-large' });
    const { method } = target;
    const controller = new AbortController();
    running.current = controller;
    let shown = -1;
    const onProgress = (read: number) => {
      const percent = Math.floor((read / Math.max(1, file.size)) * 100);
      if (percent !== shown) setState({ kind: 'downloading', percent: (shown = percent), method });
    };
    onProgress(0);
    try {
      const stream = await openStream(url, key, password.current, onProgress, controller.signal);
      await target.write(stream);
      setState({ kind: 'done', method });
    } catch (error) {
      const problem = (await openErrorOf(error, controller.signal)).problem;
      setState({ kind: 'failed', problem, during: 'download' });
    } finally {
      running.current = null;
    }
  }

  return {
    state,
    unlock,
    download,
    cancel: () => running.current?.abort(),
    /** The decrypted file's length, once the header is known. */
    plainSize: header ? plainSizeOf(file.size, header) : null,
  };
}
