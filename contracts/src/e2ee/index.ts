/**
 * End-to-end encryption of shares (docs/ENCRYPTION.md): records of AES-256-GCM under a key the
 * link's fragment carries, optionally strengthened by a password. WebCrypto only, so the same code
 * runs in browsers and in Node 20 (subpath `@cloudpaste/contracts/e2ee`).
 */
export { E2eeError, isE2eeError, type E2eeErrorCode } from './errors.js';
export {
  DEFAULT_PBKDF2_ITERATIONS,
  DEFAULT_RECORD_SIZE,
  HEADER_SIZE,
  MAX_PBKDF2_ITERATIONS,
  TAG_SIZE,
} from './header.js';
export { KEY_SIZE, generateKey, parseKey } from './keys.js';
export {
  createDecryptStream,
  createEncryptStream,
  type DecryptOptions,
  type EncryptOptions,
} from './streams.js';
export {
  decryptBytes,
  decryptText,
  encryptBytes,
  encryptText,
  textNeedsPassword,
  type SealedText,
} from './text.js';
export { sealedSize } from './sizes.js';
export { createPartSealer, resumePartSealer, type PartSealer, type PlainReader } from './parts.js';
