/** Lines of text from chunks of it (a file or a request body), skipping blank ones, counted. */
export class LineReader {
  private readonly chunks: AsyncIterator<string>;
  private buffer = '';
  private at = 0;
  private done = false;
  lineNumber = 0;

  constructor(source: AsyncIterable<string>) {
    this.chunks = source[Symbol.asyncIterator]();
  }

  /** The next non-blank line, without its line break; undefined at the end. */
  async next(): Promise<string | undefined> {
    for (;;) {
      const end = this.buffer.indexOf('\n', this.at);
      if (end >= 0 || this.done) {
        const stop = end >= 0 ? end : this.buffer.length;
        const text = this.buffer.slice(this.at, stop).replace(/\r$/, '');
        this.at = stop + 1;
        if (end < 0 && text.trim() === '') return undefined;
        this.lineNumber++;
        if (text.trim() !== '') return text;
        continue;
      }
      const chunk = await this.chunks.next();
      // What is left of the buffer is one unfinished line: only it is kept.
      this.buffer = this.buffer.slice(this.at);
      this.at = 0;
      if (chunk.done) this.done = true;
      else this.buffer += chunk.value;
    }
  }
}
