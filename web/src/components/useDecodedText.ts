/**
 * A text file's bytes as text: in the detected encoding until someone picks another, which
 * re-decodes the same bytes (nothing is fetched again). New bytes (the file saved, say) are
 * judged afresh.
 */
import { useMemo, useState } from 'react';
import { decodeText, type DecodedText } from '../lib/textEncoding/decode';
import { detectEncoding, isValidIn } from '../lib/textEncoding/detect';
import type { TextEncodingId } from '../lib/textEncoding/encodings';
import type { TextBytes } from '../lib/textEncoding/readTextBytes';

export interface DecodedFile extends DecodedText {
  detected: TextEncodingId;
  /** Every byte was valid in `encoding`: nothing was shown as U+FFFD in its place. */
  isClean: boolean;
}

export function useDecodedText(source: TextBytes | undefined) {
  const [choice, setChoice] = useState<{ source: TextBytes; encoding: TextEncodingId } | null>(
    null,
  );
  const detected = useMemo(
    () =>
      source &&
      detectEncoding(source.bytes, { isTruncated: source.isTruncated, charset: source.charset }),
    [source],
  );
  const chosen = choice && choice.source === source ? choice.encoding : undefined;
  const decoded = useMemo((): DecodedFile | undefined => {
    if (!source || !detected) return undefined;
    const encoding = chosen ?? detected;
    return {
      ...decodeText(source.bytes, encoding, source.isTruncated),
      detected,
      isClean: encoding === detected || isValidIn(source.bytes, encoding, source.isTruncated),
    };
  }, [source, detected, chosen]);
  const choose = (encoding: TextEncodingId) => source && setChoice({ source, encoding });
  return { decoded, choose };
}
