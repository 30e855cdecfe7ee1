/** A text file's bytes from a fetch answer, left undecoded so its encoding can be judged. */
// Kept apart from the encodings' own modules: the app's first page load reads through this one.

/** The charset parameter of a Content-Type header, when it has one. */
export function charsetOf(contentType: string | null | undefined): string | null {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '');
  return match?.[1] ?? null;
}

export interface TextBytes {
  bytes: Uint8Array;
  /** The file went on past the limit and only its start was read. */
  isTruncated: boolean;
  /** The charset the answer's Content-Type named, a hint for detectEncoding. */
  charset: string | null;
}

/** Reads at most `max` bytes, so a file larger than it claimed cannot swamp the tab. */
export async function readTextBytes(response: Response, max = Infinity): Promise<TextBytes> {
  const charset = charsetOf(response.headers.get('content-type'));
  if (!response.body) {
    const whole = new Uint8Array(await response.arrayBuffer());
    return { bytes: whole.subarray(0, max), isTruncated: whole.length > max, charset };
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  let isTruncated = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const room = max - length;
    if (value.byteLength > room) {
      chunks.push(value.subarray(0, room));
      length += room;
      isTruncated = true;
      await reader.cancel();
      break;
    }
    chunks.push(value);
    length += value.byteLength;
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { bytes, isTruncated, charset };
}
