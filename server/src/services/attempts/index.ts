/**
 * Counting failed attempts (sign-ins, password changes, share passwords) across server instances.
 * Other service areas import it from here only (docs/ARCHITECTURE.md, "Service areas").
 */
export { DatabaseAttemptLimiter } from './database-limiter.js';
export { countFailure, underLimit } from './guard.js';
export {
  accountKeys,
  addressKey,
  addressKeys,
  passwordChangeKeys,
  signUpKeys,
} from './policies.js';
export { checkSharePassword } from './share-password.js';
export { SignInWatch } from './sign-in-watch.js';
