/**
 * What ties the fake /api/fs server to the real one: each route's request is parsed with the
 * contracts' zod input, as the server's routes do (one the server would refuse is answered 400 and
 * recorded in `server.refused`, which fails the test: setupExplorerTests), and each answer is
 * built as the contracts' answer type, so a fake answer missing a field fails typecheck.
 */
import {
  fileName,
  fsArchiveInput,
  fsBatchCopyCommitInput,
  fsBatchCopyInput,
  fsBatchRemoveInput,
  fsCreateShareInput,
  fsFileLinkQuery,
  fsListUploadsInput,
  fsMkdirInput,
  fsMultipartCompleteInput,
  fsMultipartInitInput,
  fsMultipartRefInput,
  fsPathQuery,
  fsPresignCommitInput,
  fsPresignInput,
  fsRefreshUrlsInput,
  fsRenameInput,
  fsSearchQuery,
  fsUpdateInput,
  type FsArchiveTicket,
  type FsBatchCopyResult,
  type FsBatchRemoveResult,
  type FsFileInfo,
  type FsFileLink,
  type FsItem,
  type FsListing,
  type FsListUploadsAnswer,
  type FsMultipartAbortAnswer,
  type FsMultipartInitAnswer,
  type FsPresignAnswer,
  type FsRefreshUrlsAnswer,
  type FsSearchAnswer,
  type ListPartsAnswer,
  type PublicFileInfo,
} from '@cloudpaste/contracts';
import type { z } from 'zod';
import { envelopeResponse } from '../../../test/stubFetch';
import type { FakeServer } from './fakeServer';

/** The fake's routes (the path after /api/fs/) and the schema the server parses each with. */
const INPUTS = {
  list: fsPathQuery,
  get: fsPathQuery,
  search: fsSearchQuery,
  'file-link': fsFileLinkQuery,
  mkdir: fsMkdirInput,
  rename: fsRenameInput,
  'batch-remove': fsBatchRemoveInput,
  update: fsUpdateInput,
  'create-share': fsCreateShareInput,
  archive: fsArchiveInput,
  'batch-copy': fsBatchCopyInput,
  'batch-copy-commit': fsBatchCopyCommitInput,
  presign: fsPresignInput,
  'presign/commit': fsPresignCommitInput,
  'multipart/init': fsMultipartInitInput,
  'multipart/list-uploads': fsListUploadsInput,
  'multipart/list-parts': fsMultipartRefInput,
  'multipart/refresh-urls': fsRefreshUrlsInput,
  'multipart/complete': fsMultipartCompleteInput,
  'multipart/abort': fsMultipartRefInput,
  // The form of POST /api/fs/upload: the folder as the route reads it, and the file's name.
  upload: fsPathQuery.extend({ fileName }),
} satisfies Record<string, z.ZodType>;

export type FsRoute = keyof typeof INPUTS;
export type FsInput<R extends FsRoute> = z.output<(typeof INPUTS)[R]>;

/** What the server answers on success, per route (server/src/routes/fs*.ts and their services). */
export interface FsAnswers {
  list: FsListing;
  get: FsFileInfo;
  search: FsSearchAnswer;
  'file-link': FsFileLink;
  mkdir: FsItem;
  rename: FsItem;
  'batch-remove': FsBatchRemoveResult;
  update: FsItem;
  'create-share': PublicFileInfo;
  archive: FsArchiveTicket;
  'batch-copy': FsBatchCopyResult;
  'batch-copy-commit': FsBatchRemoveResult;
  presign: FsPresignAnswer;
  'presign/commit': FsItem;
  'multipart/init': FsMultipartInitAnswer;
  'multipart/list-uploads': FsListUploadsAnswer;
  'multipart/list-parts': ListPartsAnswer;
  'multipart/refresh-urls': FsRefreshUrlsAnswer;
  'multipart/complete': FsItem;
  'multipart/abort': FsMultipartAbortAnswer;
  upload: FsItem;
}

export function isFsRoute(route: string): route is FsRoute {
  return Object.hasOwn(INPUTS, route);
}

/** A route's answer in the envelope, its data typed as the real route's. */
export function answer<R extends FsRoute>(_route: R, status: number, data: FsAnswers[R]): Response {
  return envelopeResponse(status, data);
}

/**
 * A request's body or query as the route's schema reads it, or the 400 the server answers when it
 * refuses it (the first issue, named by its field, as server/src/errors.ts words it).
 */
export function parseInput<R extends FsRoute>(
  server: FakeServer,
  route: R,
  raw: unknown,
): { input: FsInput<R> } | { refused: Response } {
  const result = INPUTS[route].safeParse(raw);
  if (result.success) return { input: result.data as FsInput<R> };
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  const message = issue ? `${field ? `${field}: ` : ''}${issue.message}` : 'invalid input';
  server.refused.push(`${route} ${message}`);
  return { refused: envelopeResponse(400, null, message) };
}

/** A query string as the server's parseQuery sees it: one value per name. */
export function queryOf(params: URLSearchParams): Record<string, string> {
  return Object.fromEntries(params);
}

/** Answers a request with `respond` once its input parses; otherwise with the server's 400. */
export function withInput<R extends FsRoute, T>(
  server: FakeServer,
  route: R,
  raw: unknown,
  respond: (input: FsInput<R>) => T,
): T | Response {
  const parsed = parseInput(server, route, raw);
  return 'refused' in parsed ? parsed.refused : respond(parsed.input);
}
