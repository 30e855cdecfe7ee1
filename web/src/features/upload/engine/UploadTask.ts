/**
 * One file (or URL) on its way to becoming a share: picks the method, runs it, and publishes a
 * snapshot of its status, stage and progress to subscribers. It can be cancelled and run again
 * (retry); a multipart retry continues where the failed attempt stopped.
 */
import { chooseMethod, type MethodPreference, type UploadMethod } from './chooseMethod';
import {
  exceedsLimit,
  type EngineDeps,
  type RunContext,
  type SealChoice,
  type ShareFields,
  type UploadedShare,
  type UploadStage,
} from './context';
import { runDirect } from './direct';
import { toUploadError, UploadError } from './errors';
import { runMultipart } from './multipart';
import { runPresigned } from './presigned';
import { runSealed } from './sealed';
import { emptyProgress, ProgressMeter, type Progress } from '../../../lib/transfer/progress';
import { urlPhasePercent } from './urlPhase';
import { runUrl, type UrlPhases } from './urlSource';

/** A picked file, or a URL; `name` renames the URL's file (else it keeps the name the URL gives). */
export type TaskSource = { kind: 'file'; file: File } | { kind: 'url'; url: string; name?: string };
export type TaskStatus = 'ready' | 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/** Everything a task needs from the form when it starts. */
export interface UploadTarget {
  fields: ShareFields;
  preference: MethodPreference;
  /** The server's max upload size in bytes; null skips the check. */
  maxBytes: number | null;
  /** Seal picked files in this browser; absent or null sends them as they are. */
  seal?: SealChoice | null;
}

export interface TaskSnapshot {
  id: string;
  source: TaskSource['kind'];
  name: string;
  /** Bytes; null for a URL whose size is not known yet. */
  size: number | null;
  status: TaskStatus;
  method: UploadMethod | null;
  stage: UploadStage | null;
  /** URL uploads: fetching the source, then uploading it; null while the server fetches it. */
  phase: 'download' | 'upload' | null;
  progress: Progress;
  parts: { done: number; total: number } | null;
  isResumed: boolean;
  error: UploadError | null;
  share: UploadedShare | null;
}

/** Abort reasons: the user's cancel cleans up on the server, leaving the page does not. */
const USER_CANCEL = Symbol('user cancel');
const DISPOSED = Symbol('disposed');

export class UploadTask {
  private state: TaskSnapshot;
  private readonly listeners = new Set<() => void>();
  private controller: AbortController | null = null;
  private meter = new ProgressMeter(0);
  private target: UploadTarget | null = null;

  constructor(
    readonly id: string,
    private readonly source: TaskSource,
    private readonly deps: EngineDeps,
  ) {
    const size = source.kind === 'file' ? source.file.size : null;
    this.state = {
      id,
      source: source.kind,
      name: source.kind === 'file' ? source.file.name : (source.name ?? source.url),
      size,
      status: 'ready',
      method: null,
      stage: null,
      phase: null,
      progress: emptyProgress(size ?? 0),
      parts: null,
      isResumed: false,
      error: null,
      share: null,
    };
  }

  get snapshot(): TaskSnapshot {
    return this.state;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private update(patch: Partial<TaskSnapshot>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** Waits for its turn with these options (a retry reuses the options it was first given). */
  enqueue(target: UploadTarget | null = this.target) {
    if (!target || this.state.status === 'running') return;
    this.target = target;
    this.update({ status: 'queued', error: null });
  }

  cancel() {
    if (this.controller) this.controller.abort(USER_CANCEL);
    else if (this.state.status === 'queued' || this.state.status === 'ready') {
      this.update({ status: 'cancelled', error: new UploadError('cancelled') });
    }
  }

  /** The page is going away: stop without cleaning up, so a multipart upload can resume later. */
  dispose() {
    this.controller?.abort(DISPOSED);
    this.listeners.clear();
  }

  private startPhase(phase: TaskSnapshot['phase'], total: number | null) {
    this.meter = new ProgressMeter(total ?? 0);
    const progress = this.scaled(this.meter.snapshot(), phase);
    this.update({ phase, size: total ?? this.state.size, progress });
  }

  private scaled(progress: Progress, phase = this.state.phase): Progress {
    return phase ? { ...progress, percent: urlPhasePercent(phase, progress.percent) } : progress;
  }

  private context(controller: AbortController, maxBytes: number | null): RunContext {
    return {
      ...this.deps,
      signal: controller.signal,
      maxBytes,
      isUserCancel: () => controller.signal.reason === USER_CANCEL,
      setStage: (stage) => this.update({ stage }),
      reportBytes: (loaded) =>
        this.update({ progress: this.scaled(this.meter.update(loaded, this.deps.now())) }),
      reportParts: (done, total) => this.update({ parts: { done, total } }),
      markResumed: () => this.update({ isResumed: true }),
    };
  }

  private execute(ctx: RunContext, method: UploadMethod, target: UploadTarget) {
    const { fields } = target;
    if (this.source.kind === 'url') {
      // The server may fetch a URL itself, which would store it as it is.
      if (target.seal) throw new UploadError('sealedUrl');
      const phases: UrlPhases = {
        describe: (info) => this.update({ name: info.filename }),
        beginDownload: (total) => this.startPhase('download', total),
        beginUpload: (total) => this.startPhase('upload', total),
        beginServerFetch: (total) => {
          this.update({ method: 'direct' });
          this.startPhase(null, total);
        },
      };
      // The fetched bytes go the way the user chose, as a picked file's would.
      return runUrl(ctx, this.source, fields, phases, (file) => send(ctx, file, method, fields));
    }
    const file = this.source.file;
    if (exceedsLimit(file.size, ctx.maxBytes)) throw new UploadError('tooLarge');
    if (target.seal) return runSealed(ctx, file, fields, target.seal);
    return send(ctx, file, method, fields);
  }

  /** Runs the upload once; never rejects: the outcome is in the snapshot. */
  async run(): Promise<TaskSnapshot> {
    const target = this.target;
    if (!target || this.controller) return this.state;
    const controller = new AbortController();
    this.controller = controller;
    // A sealed file always goes in parts: each part is sealed as it is sent (engine/sealed.ts).
    const method =
      this.source.kind === 'file' && target.seal
        ? 'multipart'
        : this.source.kind === 'file'
          ? chooseMethod(
              this.source.file.size,
              target.preference,
              this.deps.config.multipartThreshold,
            )
          : target.preference === 'direct'
            ? 'direct'
            : 'presigned';
    this.meter = new ProgressMeter(this.state.size ?? 0);
    this.update({
      status: 'running',
      stage: 'starting',
      method,
      phase: null,
      progress: emptyProgress(this.state.size ?? 0),
      parts: null,
      error: null,
      share: null,
    });
    try {
      const share = await this.execute(this.context(controller, target.maxBytes), method, target);
      const total = this.state.size ?? share.size;
      this.update({
        status: 'done',
        stage: 'completed',
        share,
        progress: { ...this.meter.snapshot(), loaded: total, total, percent: 100, secondsLeft: 0 },
      });
    } catch (error) {
      const failure = toUploadError(error, 'api', controller.signal);
      this.update({
        status: failure.kind === 'cancelled' ? 'cancelled' : 'failed',
        error: failure,
      });
    } finally {
      this.controller = null;
    }
    return this.state;
  }
}

/** A file's bytes to storage by `method`. */
function send(
  ctx: RunContext,
  file: File,
  method: UploadMethod,
  fields: ShareFields,
): Promise<UploadedShare> {
  if (method === 'direct') return runDirect(ctx, file, fields);
  if (method === 'multipart') return runMultipart(ctx, file, fields);
  return runPresigned(ctx, file, fields);
}
