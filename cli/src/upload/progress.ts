/** The upload's progress line on stderr: redrawn in place on a terminal, one line per part otherwise. */
import type { Writable } from 'node:stream';
import type { Texts } from '../i18n/texts.js';

export class Progress {
  private sent = 0;
  private parts = 0;

  constructor(
    private readonly stream: Writable | null,
    private readonly terminal: boolean,
    private readonly texts: Texts,
    private readonly of: { bytes: number; parts: number },
  ) {}

  /** Parts the server already held when the upload resumed. */
  restore(bytes: number, parts: number): void {
    this.sent = bytes;
    this.parts = parts;
    this.draw();
  }

  partDone(bytes: number): void {
    this.sent += bytes;
    this.parts += 1;
    this.draw();
  }

  get partsDone(): number {
    return this.parts;
  }

  finish(): void {
    if (this.stream && this.terminal) this.stream.write('\n');
  }

  private draw(): void {
    if (!this.stream) return;
    const { bytes, parts } = this.of;
    const percent = bytes === 0 ? 100 : Math.floor((this.sent / bytes) * 100);
    const { size, t } = this.texts;
    const line = t('upload.progress', {
      sent: size(this.sent),
      total: size(bytes),
      percent,
      done: this.parts,
      count: parts,
    });
    this.stream.write(this.terminal ? `\r\x1b[K${line}` : `${line}\n`);
  }
}
