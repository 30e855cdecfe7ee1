/**
 * What the paste view shows, decided from the opening GET and the password POST: one pure
 * function so every combination (wrong password, rate limit, share gone meanwhile) is testable.
 */
import type { PasteView } from '@cloudpaste/contracts';
import type { PasswordProblem } from '../../../lib/passwordProblem';
import { shareEndOf, type ShareEnd } from '../../../lib/shareEnd';
import type { OfflineMark } from '../../../offline/offlineRead';

export type ErrorReason = 'not-found' | 'gone' | 'error';

export type ViewState =
  | { kind: 'loading' }
  | { kind: 'password'; isSubmitting: boolean; problem?: PasswordProblem }
  | { kind: 'ready'; paste: PasteView & OfflineMark & { content: string }; password?: string }
  | {
      kind: 'failed';
      reason: ErrorReason;
      /** With 'gone': whether the share expired or used up its views, when the server said. */
      ended?: ShareEnd;
      message?: string;
      isRateLimited?: boolean;
    };

/** The parts of a TanStack query or mutation result this decision reads. */
export interface RequestResult {
  status: 'idle' | 'pending' | 'error' | 'success';
  data?: PasteView & OfflineMark;
  error: unknown;
}

export interface UnlockResult extends RequestResult {
  /** The password the last unlock sent. */
  variables?: string;
}

type StatusOf = (error: unknown) => number | undefined;

function messageOf(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}

function failure(error: unknown, statusOf: StatusOf): ViewState {
  const status = statusOf(error);
  if (status === 404) return { kind: 'failed', reason: 'not-found' };
  if (status === 410) {
    const ended = shareEndOf(error);
    return ended ? { kind: 'failed', reason: 'gone', ended } : { kind: 'failed', reason: 'gone' };
  }
  return {
    kind: 'failed',
    reason: 'error',
    message: messageOf(error),
    isRateLimited: status === 429,
  };
}

function withContent(paste: PasteView & OfflineMark) {
  return { ...paste, content: paste.content ?? '' };
}

export function resolveViewState(
  view: RequestResult,
  unlock: UnlockResult,
  statusOf: StatusOf,
): ViewState {
  if (unlock.status === 'success' && unlock.data) {
    return { kind: 'ready', paste: withContent(unlock.data), password: unlock.variables };
  }
  if (view.status === 'pending' || view.status === 'idle') return { kind: 'loading' };
  if (view.status === 'error' || !view.data) return failure(view.error, statusOf);
  if (!view.data.requiresPassword) return { kind: 'ready', paste: withContent(view.data) };

  const isSubmitting = unlock.status === 'pending';
  if (unlock.status !== 'error') return { kind: 'password', isSubmitting };
  const status = statusOf(unlock.error);
  // The share can expire or run out of views while the visitor types the password.
  if (status === 404 || status === 410) return failure(unlock.error, statusOf);
  if (status === 401) return { kind: 'password', isSubmitting, problem: 'wrong' };
  if (status === 429) return { kind: 'password', isSubmitting, problem: 'tooMany' };
  return { kind: 'password', isSubmitting, problem: { message: messageOf(unlock.error) ?? '' } };
}
