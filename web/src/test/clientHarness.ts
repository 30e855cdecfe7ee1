/** Setup shared by the api client tests: a bare fetch mock, a settable credential, English messages. */
import i18n from 'i18next';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { registerAuthBridge, type Credential } from '../api/authBridge';
import { ApiError } from '../api/client';

/** Registers the hooks on the calling test file (call it once, at top level). */
export function setupClientHarness() {
  const fetchMock = vi.fn<typeof fetch>();
  /** What the auth bridge answers and hears; every test starts logged out with nothing rejected. */
  const session = { credential: null as Credential | null, rejected: [] as Credential['type'][] };

  beforeAll(async () => {
    await i18n.changeLanguage('en-US');
  });

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    session.rejected.length = 0;
    session.credential = null;
    registerAuthBridge({
      getCredential: () => session.credential,
      onCredentialRejected: (type) => session.rejected.push(type),
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    delete window.__CLOUDPASTE_CONFIG__;
    registerAuthBridge(null);
  });

  return { fetchMock, session };
}

/** Resolves to the ApiError a call rejects with (fails the test if it resolves). */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}
