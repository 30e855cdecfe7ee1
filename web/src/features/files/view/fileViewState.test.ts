/** resolveFileViewState: every combination of the opening GET and the password POST. */
import type { PublicFileInfo } from '@cloudpaste/contracts';
import { describe, expect, it } from 'vitest';
import {
  errorKeyOf,
  resolveFileViewState,
  type RequestResult,
  type VerifyResult,
} from './fileViewState';

class StatusError extends Error {
  constructor(readonly status: number) {
    super(`status ${status}`);
  }
}
const statusOf = (error: unknown) => (error instanceof StatusError ? error.status : undefined);

const open: PublicFileInfo = {
  id: 'f1',
  slug: 'abc',
  filename: 'a.txt',
  mimetype: 'text/plain',
  size: 3,
  remark: null,
  created_at: '2030-01-01T00:00:00.000Z',
  requires_password: false,
  views: 1,
  max_views: 0,
  expires_at: null,
  previewUrl: '/api/file-view/abc?t=1',
  downloadUrl: '/api/file-download/abc?t=1',
  use_proxy: true,
  encrypted: false,
  type: 4,
  typeName: 'text',
};
const locked: PublicFileInfo = {
  ...open,
  requires_password: true,
  previewUrl: null,
  downloadUrl: null,
};
const idle: VerifyResult = { status: 'idle', error: null };
const loaded = (data: PublicFileInfo): RequestResult => ({ status: 'success', data, error: null });
const failed = (status: number): RequestResult => ({
  status: 'error',
  error: new StatusError(status),
});
const verifyFailed = (status: number): VerifyResult => ({
  status: 'error',
  error: new StatusError(status),
});

describe('errorKeyOf', () => {
  it.each([
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [410, 'forbidden'],
    [404, 'notFound'],
    [500, 'serverError'],
    [429, 'serverError'],
    [undefined, 'serverError'],
    [0, 'network'],
  ] as const)('maps %s to %s', (status, key) => {
    expect(errorKeyOf(status)).toBe(key);
  });
});

describe('resolveFileViewState', () => {
  it('waits, then shows an open share', () => {
    expect(resolveFileViewState({ status: 'pending', error: null }, idle, statusOf)).toEqual({
      kind: 'loading',
    });
    expect(resolveFileViewState(loaded(open), idle, statusOf)).toEqual({
      kind: 'ready',
      file: open,
    });
  });

  it('maps a failed GET to its error key, keeping the message of server errors', () => {
    expect(resolveFileViewState(failed(404), idle, statusOf)).toEqual({
      kind: 'failed',
      error: 'notFound',
    });
    expect(resolveFileViewState(failed(410), idle, statusOf)).toEqual({
      kind: 'failed',
      error: 'forbidden',
    });
    expect(resolveFileViewState(failed(500), idle, statusOf)).toEqual({
      kind: 'failed',
      error: 'serverError',
      message: 'status 500',
    });
  });

  it('asks for the password and says when it is being checked', () => {
    expect(resolveFileViewState(loaded(locked), idle, statusOf)).toEqual({
      kind: 'password',
      isSubmitting: false,
    });
    expect(
      resolveFileViewState(
        loaded(locked),
        { status: 'pending', error: null, variables: 'pw' },
        statusOf,
      ),
    ).toEqual({ kind: 'password', isSubmitting: true });
  });

  it('explains a refused password', () => {
    expect(resolveFileViewState(loaded(locked), verifyFailed(401), statusOf)).toMatchObject({
      problem: 'wrong',
    });
    expect(resolveFileViewState(loaded(locked), verifyFailed(429), statusOf)).toMatchObject({
      problem: 'tooMany',
    });
    expect(resolveFileViewState(loaded(locked), verifyFailed(500), statusOf)).toMatchObject({
      kind: 'password',
      problem: { message: 'status 500' },
    });
  });

  it('leaves the prompt when the share disappears meanwhile', () => {
    expect(resolveFileViewState(loaded(locked), verifyFailed(410), statusOf)).toEqual({
      kind: 'failed',
      error: 'forbidden',
    });
    expect(resolveFileViewState(loaded(locked), verifyFailed(404), statusOf)).toEqual({
      kind: 'failed',
      error: 'notFound',
    });
  });

  it('shows the unlocked share with the password it was opened with', () => {
    const unlocked: VerifyResult = { status: 'success', data: open, error: null, variables: 'pw' };
    expect(resolveFileViewState(loaded(locked), unlocked, statusOf)).toEqual({
      kind: 'ready',
      file: open,
      password: 'pw',
    });
  });
});

describe('a share whose stored file is gone', () => {
  class ReasonError extends StatusError {
    constructor(
      status: number,
      readonly reason: string,
    ) {
      super(status);
    }
  }
  const idle: VerifyResult = { status: 'idle', data: undefined, error: null };

  it('is unavailable, whether the opening GET or the password check found it out', () => {
    for (const error of [
      new ReasonError(404, 'file.missingInStorage'),
      new ReasonError(410, 'file.changedInStorage'),
    ]) {
      const failed: RequestResult = { status: 'error', data: undefined, error };
      expect(resolveFileViewState(failed, idle, statusOf)).toEqual({
        kind: 'failed',
        error: 'unavailable',
      });
      const opened: RequestResult = { status: 'success', data: locked, error: null };
      const verify: VerifyResult = { status: 'error', data: undefined, error, variables: 'pw' };
      expect(resolveFileViewState(opened, verify, statusOf)).toMatchObject({
        error: 'unavailable',
      });
    }
  });

  it('keeps other 404s as "not found"', () => {
    const failed: RequestResult = {
      status: 'error',
      data: undefined,
      error: new ReasonError(404, 'file.notFound'),
    };
    expect(resolveFileViewState(failed, idle, statusOf)).toEqual({
      kind: 'failed',
      error: 'notFound',
    });
  });
});

describe('a share that ended', () => {
  class GoneError extends Error {
    readonly status = 410;
    constructor(readonly reason: string) {
      super(reason);
    }
  }
  const gone = (error: unknown) => (error instanceof GoneError ? error.status : undefined);
  const idle: VerifyResult = { status: 'idle', data: undefined, error: null };

  it('says it expired or used up its views, from the opening GET or the password check', () => {
    for (const [reason, key] of [
      ['file.expired', 'expired'],
      ['file.usedUp', 'usedUp'],
    ] as const) {
      const error = new GoneError(reason);
      const failed: RequestResult = { status: 'error', data: undefined, error };
      expect(resolveFileViewState(failed, idle, gone)).toEqual({ kind: 'failed', error: key });
      const opened: RequestResult = { status: 'success', data: locked, error: null };
      const verify: VerifyResult = { status: 'error', data: undefined, error, variables: 'pw' };
      expect(resolveFileViewState(opened, verify, gone)).toEqual({ kind: 'failed', error: key });
    }
  });

  it('keeps a 410 without such a reason as "unavailable to view"', () => {
    const failed: RequestResult = { status: 'error', data: undefined, error: new GoneError('x') };
    expect(resolveFileViewState(failed, idle, gone)).toEqual({
      kind: 'failed',
      error: 'forbidden',
    });
  });
});
