/**
 * What the file view shows, decided from the opening GET and the password POST: one pure function
 * so every combination is testable. Error keys: 401 unauthorized, 403 and 410
 * forbidden, 404 notFound, anything else serverError (a lost connection: network). A 410 whose
 * reason says the share expired or used up its views is `expired` or `usedUp` instead.
 */
import type { PublicFileInfo } from '@cloudpaste/contracts';
import type { PasswordProblem } from '../../../lib/passwordProblem';
import { shareEndOf } from '../../../lib/shareEnd';
import type { OfflineMark } from '../../../offline/offlineRead';

export type FileErrorKey =
  | 'unauthorized'
  | 'forbidden'
  | 'expired'
  | 'usedUp'
  | 'notFound'
  | 'serverError'
  | 'network'
  | 'unavailable';

export type FileViewState =
  | { kind: 'loading' }
  | { kind: 'password'; isSubmitting: boolean; problem?: PasswordProblem }
  | { kind: 'ready'; file: PublicFileInfo & OfflineMark; password?: string }
  | { kind: 'failed'; error: FileErrorKey; message?: string };

/** The parts of a TanStack query or mutation result this decision reads. */
export interface RequestResult {
  status: 'idle' | 'pending' | 'error' | 'success';
  data?: PublicFileInfo & OfflineMark;
  error: unknown;
}

export interface VerifyResult extends RequestResult {
  /** The password the last verify sent. */
  variables?: string;
}

type StatusOf = (error: unknown) => number | undefined;

export function errorKeyOf(status: number | undefined): FileErrorKey {
  switch (status) {
    case 0:
      return 'network';
    case 401:
      return 'unauthorized';
    case 403:
    case 410:
      return 'forbidden';
    case 404:
      return 'notFound';
    default:
      return 'serverError';
  }
}

function messageOf(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}

/** The share is there but its stored file is gone or replaced (docs/SHARE-OBJECTS.md). */
const UNAVAILABLE_REASONS: readonly unknown[] = ['file.missingInStorage', 'file.changedInStorage'];

const reasonOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'reason' in error ? error.reason : undefined;

function failure(error: unknown, statusOf: StatusOf): FileViewState {
  if (UNAVAILABLE_REASONS.includes(reasonOf(error)))
    return { kind: 'failed', error: 'unavailable' };
  const ended = shareEndOf(error);
  if (ended) return { kind: 'failed', error: ended };
  const key = errorKeyOf(statusOf(error));
  return key === 'serverError'
    ? { kind: 'failed', error: key, message: messageOf(error) }
    : { kind: 'failed', error: key };
}

export function resolveFileViewState(
  view: RequestResult,
  verify: VerifyResult,
  statusOf: StatusOf,
): FileViewState {
  if (verify.status === 'success' && verify.data) {
    return { kind: 'ready', file: verify.data, password: verify.variables };
  }
  if (view.status === 'pending' || view.status === 'idle') return { kind: 'loading' };
  if (view.status === 'error' || !view.data) return failure(view.error, statusOf);
  if (!view.data.requires_password) return { kind: 'ready', file: view.data };

  const isSubmitting = verify.status === 'pending';
  if (verify.status !== 'error') return { kind: 'password', isSubmitting };
  const status = statusOf(verify.error);
  // The share can expire or run out of views while the password is typed.
  if (status === 404 || status === 410 || status === 403) return failure(verify.error, statusOf);
  if (status === 401) return { kind: 'password', isSubmitting, problem: 'wrong' };
  if (status === 429) return { kind: 'password', isSubmitting, problem: 'tooMany' };
  return { kind: 'password', isSubmitting, problem: { message: messageOf(verify.error) ?? '' } };
}
