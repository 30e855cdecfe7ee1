/**
 * What a method runner (presigned, multipart, direct, URL) is given: the transport, the task's
 * signal and settings, and callbacks that move the task's stage and progress.
 */
import {
  MULTIPART_CONCURRENCY,
  MULTIPART_MAX_RETRIES,
  MULTIPART_RETRY_DELAY_MS,
  PART_TIMEOUT_MS,
  UPLOAD_TIMEOUT_MS,
  type PresignInput,
  type PublicFileInfo,
} from '@cloudpaste/contracts';
import { MULTIPART_THRESHOLD_BYTES } from './chooseMethod';
import type { ResumeStore } from './resumeStore';
import type { UploadTransport } from './transport';

/** Upload stages, in order; a method may skip some. */
export const UPLOAD_STAGES = [
  'starting',
  'initializing',
  'uploading',
  'processing',
  'completing',
  'completed',
] as const;
export type UploadStage = (typeof UPLOAD_STAGES)[number];

export interface EngineConfig {
  /** Files above this size go multipart. */
  multipartThreshold: number;
  /** URL sources above this size (or of unknown size) are fetched by the server, not the browser. */
  serverFetchThreshold: number;
  /** How often a server-side fetch is asked for its progress. */
  fetchPollMs: number;
  partConcurrency: number;
  partRetries: number;
  retryDelayMs: number;
  partTimeoutMs: number;
  uploadTimeoutMs: number;
}

/** docs/product/limits.md, "Requests and transfers". */
export const DEFAULT_ENGINE_CONFIG: EngineConfig = {
  multipartThreshold: MULTIPART_THRESHOLD_BYTES,
  // A browser-fetched URL is held whole in memory before its upload: keep that to small files.
  serverFetchThreshold: MULTIPART_THRESHOLD_BYTES,
  fetchPollMs: 1_000,
  partConcurrency: MULTIPART_CONCURRENCY,
  partRetries: MULTIPART_MAX_RETRIES,
  retryDelayMs: MULTIPART_RETRY_DELAY_MS,
  partTimeoutMs: PART_TIMEOUT_MS,
  uploadTimeoutMs: UPLOAD_TIMEOUT_MS,
};

/** The share options of the form, as the upload calls take them. */
export type ShareFields = Pick<
  PresignInput,
  | 's3_config_id'
  | 'path'
  | 'slug'
  | 'remark'
  | 'password'
  | 'expires_in'
  | 'max_views'
  | 'use_proxy'
>;

/** Seal the file in this browser (docs/ENCRYPTION.md), with an optional password of its own. */
export interface SealChoice {
  password?: string;
}

/** A created share; a sealed one with the link key that opens it (never sent to the server). */
export type UploadedShare = PublicFileInfo & { linkKey?: string };

export interface EngineDeps {
  transport: UploadTransport;
  resume: ResumeStore;
  config: EngineConfig;
  now: () => number;
}

export interface RunContext extends EngineDeps {
  signal: AbortSignal;
  /** The server's max upload size in bytes (checked before sending), or null for no check. */
  maxBytes: number | null;
  /** True when the user cancelled (clean up on the server), false when the page just went away. */
  isUserCancel: () => boolean;
  setStage: (stage: UploadStage) => void;
  /** Bytes of the current phase transferred so far. */
  reportBytes: (loaded: number) => void;
  /** Multipart: parts done of parts in all. */
  reportParts: (done: number, total: number) => void;
  /** The task was continued from an earlier, interrupted upload. */
  markResumed: () => void;
}

export function exceedsLimit(size: number | null, maxBytes: number | null): boolean {
  return size !== null && maxBytes !== null && size > maxBytes;
}

/** The share options without the empty ones, ready to spread into a request body. */
export function presentFields(fields: ShareFields): Partial<ShareFields> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<ShareFields>;
}
