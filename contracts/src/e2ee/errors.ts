/** Why a sealed stream could not be opened (docs/ENCRYPTION.md, "Errors"). */
export type E2eeErrorCode =
  /** Not a CloudPaste encrypted stream: its first bytes are not the header. */
  | 'not-encrypted'
  /** A format version this code does not know. */
  | 'unsupported-version'
  /** The header names parameters outside the allowed ranges. */
  | 'bad-header'
  /** The key is not 43 base64url characters (32 bytes). */
  | 'malformed-key'
  /** The key from the link does not belong to this stream. */
  | 'wrong-key'
  /** The stream was sealed with a password and none was given. */
  | 'password-required'
  /** The password does not match. */
  | 'wrong-password'
  /** The stream ends before its last record (records or bytes removed at the end). */
  | 'truncated'
  /** Records are out of their order. */
  | 'reordered'
  /** Bytes follow the last record. */
  | 'trailing-data'
  /** A record fails its authentication: bytes were changed. */
  | 'tampered'
  /** More records than one stream may hold (2^32 - 1). */
  | 'too-large';

const MESSAGES: Record<E2eeErrorCode, string> = {
  'not-encrypted': 'This is not a CloudPaste encrypted stream',
  'unsupported-version': 'This encrypted stream uses a format version this client does not know',
  'bad-header': 'The encrypted stream has an invalid header',
  'malformed-key': 'The key must be 43 base64url characters (32 bytes)',
  'wrong-key': 'The key does not open this encrypted stream',
  'password-required': 'This encrypted stream needs its password',
  'wrong-password': 'The password does not open this encrypted stream',
  truncated: 'The encrypted stream ends before its last record: it was cut short',
  reordered: 'The records of the encrypted stream are out of order',
  'trailing-data': 'Data follows the last record of the encrypted stream',
  tampered: 'A record of the encrypted stream fails its authentication: it was changed',
  'too-large': 'The stream has more records than the format allows',
};

export class E2eeError extends Error {
  override readonly name = 'E2eeError';
  constructor(
    readonly code: E2eeErrorCode,
    /** The record the error was found at, when it concerns one. */
    readonly record?: number,
  ) {
    super(record === undefined ? MESSAGES[code] : `${MESSAGES[code]} (record ${record})`);
  }
}

export function isE2eeError(error: unknown): error is E2eeError {
  return error instanceof E2eeError;
}
