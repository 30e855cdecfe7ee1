/**
 * Runs before every server test file (vitest.config.ts): new password hashes use scrypt N=2^10
 * instead of 2^15, as each test app hashes its admin's password and signs in
 * (server/src/lib/crypto.ts, lowerPasswordCostForTests; docs/PERFORMANCE.md has the figures).
 * crypto.test.ts checks the production cost itself.
 */
import { lowerPasswordCostForTests } from '../src/lib/crypto.js';

lowerPasswordCostForTests(true);
