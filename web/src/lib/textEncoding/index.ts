/** Reading and writing text files in the encodings people keep them in (docs/TEXT-ENCODINGS.md). */
export { decodeText, type DecodedText } from './decode';
export { detectEncoding, type DetectOptions } from './detect';
export { encodeText, type EncodeResult } from './encode';
export { charsetOf } from './readTextBytes';
export { ENCODING_NAMES, TEXT_ENCODINGS, isTextEncoding, type TextEncodingId } from './encodings';
