/**
 * The hooks every explorer test file registers (call once, at top level): English texts and the
 * admin logged in before each test; session, timers, stubbed globals and spies undone after it,
 * and a request the fake /api/fs refused as the real server would fails the test.
 */
import i18n from 'i18next';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearSession } from '../../../auth/authStore';
import { assertNothingRefused } from './fakeFs';
import { loginAsAdmin } from './session';

export function setupExplorerTests() {
  beforeEach(async () => {
    await i18n.changeLanguage('en-US');
    loginAsAdmin();
  });
  afterEach(() => {
    clearSession();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    assertNothingRefused();
  });
}
