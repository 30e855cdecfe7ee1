/** resolveViewState: every combination of the opening GET and the password POST. */
import type { PasteView } from '@cloudpaste/contracts';
import { describe, expect, it } from 'vitest';
import { resolveViewState, type RequestResult, type UnlockResult } from './viewState';

class StatusError extends Error {
  constructor(
    readonly status: number,
    message = `status ${status}`,
  ) {
    super(message);
  }
}
const statusOf = (error: unknown) => (error instanceof StatusError ? error.status : undefined);

const base: PasteView = {
  slug: 'abc',
  format: 'markdown',
  createdAt: '2030-01-01T00:00:00.000Z',
  expiresAt: null,
  maxViews: 0,
  hasPassword: false,
  encrypted: false,
  requiresPassword: false,
};
const open: PasteView = { ...base, content: '# hi', views: 1 };
const locked: PasteView = { ...base, hasPassword: true, requiresPassword: true };

const idle: UnlockResult = { status: 'idle', error: null };
const loaded = (data: PasteView): RequestResult => ({ status: 'success', data, error: null });
const failed = (status: number): RequestResult => ({
  status: 'error',
  error: new StatusError(status),
});
const unlockFailed = (status: number): UnlockResult => ({
  status: 'error',
  error: new StatusError(status),
});

describe('resolveViewState', () => {
  it('waits for the first answer', () => {
    expect(resolveViewState({ status: 'pending', error: null }, idle, statusOf)).toEqual({
      kind: 'loading',
    });
  });

  it('shows an open share with its content', () => {
    expect(resolveViewState(loaded(open), idle, statusOf)).toEqual({ kind: 'ready', paste: open });
  });

  it('treats a missing content field as empty text', () => {
    const state = resolveViewState(loaded(base), idle, statusOf);
    expect(state).toMatchObject({ kind: 'ready', paste: { content: '' } });
  });

  it.each([
    [404, 'not-found'],
    [410, 'gone'],
    [500, 'error'],
    [0, 'error'],
  ] as const)('maps a failed GET with status %i to %s', (status, reason) => {
    expect(resolveViewState(failed(status), idle, statusOf)).toMatchObject({
      kind: 'failed',
      reason,
    });
  });

  it('keeps the message of other failures and flags rate limiting', () => {
    expect(resolveViewState(failed(500), idle, statusOf)).toEqual({
      kind: 'failed',
      reason: 'error',
      message: 'status 500',
      isRateLimited: false,
    });
    expect(resolveViewState(failed(429), idle, statusOf)).toMatchObject({ isRateLimited: true });
  });

  it('asks for the password, and says when it is being checked', () => {
    expect(resolveViewState(loaded(locked), idle, statusOf)).toEqual({
      kind: 'password',
      isSubmitting: false,
    });
    expect(
      resolveViewState(
        loaded(locked),
        { status: 'pending', error: null, variables: 'pw' },
        statusOf,
      ),
    ).toEqual({
      kind: 'password',
      isSubmitting: true,
    });
  });

  it('explains a refused password: wrong, too many attempts, or another failure', () => {
    expect(resolveViewState(loaded(locked), unlockFailed(401), statusOf)).toMatchObject({
      problem: 'wrong',
    });
    expect(resolveViewState(loaded(locked), unlockFailed(429), statusOf)).toMatchObject({
      problem: 'tooMany',
    });
    expect(resolveViewState(loaded(locked), unlockFailed(500), statusOf)).toMatchObject({
      kind: 'password',
      problem: { message: 'status 500' },
    });
  });

  it('leaves the prompt when the share disappears while the password is typed', () => {
    expect(resolveViewState(loaded(locked), unlockFailed(410), statusOf)).toMatchObject({
      reason: 'gone',
    });
    expect(resolveViewState(loaded(locked), unlockFailed(404), statusOf)).toMatchObject({
      reason: 'not-found',
    });
  });

  it('shows the unlocked share and remembers the password for the raw link', () => {
    const unlocked: UnlockResult = {
      status: 'success',
      data: { ...open, hasPassword: true },
      error: null,
      variables: 'pw',
    };
    expect(resolveViewState(loaded(locked), unlocked, statusOf)).toMatchObject({
      kind: 'ready',
      password: 'pw',
      paste: { content: '# hi' },
    });
  });
});

describe('a share that ended', () => {
  class GoneError extends StatusError {
    constructor(readonly reason: string) {
      super(410);
    }
  }
  const goneView = (reason: string): RequestResult => ({
    status: 'error',
    error: new GoneError(reason),
  });
  const idle: UnlockResult = { status: 'idle', error: null };

  it('says whether it expired or used up its views, on opening or while the password is typed', () => {
    expect(resolveViewState(goneView('paste.expired'), idle, statusOf)).toEqual({
      kind: 'failed',
      reason: 'gone',
      ended: 'expired',
    });
    expect(resolveViewState(goneView('paste.usedUp'), idle, statusOf)).toEqual({
      kind: 'failed',
      reason: 'gone',
      ended: 'usedUp',
    });
    const typing: UnlockResult = { status: 'error', error: new GoneError('paste.usedUp') };
    expect(resolveViewState(loaded(locked), typing, statusOf)).toMatchObject({ ended: 'usedUp' });
  });

  it('is plainly gone when the server named no reason', () => {
    expect(resolveViewState(failed(410), idle, statusOf)).toEqual({
      kind: 'failed',
      reason: 'gone',
    });
  });
});
