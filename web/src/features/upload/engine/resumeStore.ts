/**
 * Multipart sessions kept in browser storage, so after a reload choosing the same file again
 * continues its upload instead of starting over. A file is recognised by name, size
 * and last-modified time, and only within the same storage configuration.
 */

export const RESUME_STORAGE_KEY = 'cloudpaste_upload_sessions';
/** The server drops unfinished sessions after a day; older entries can only fail. */
export const RESUME_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const MAX_SESSIONS = 20;

export interface FileIdentity {
  name: string;
  size: number;
  lastModified: number;
}

export interface ResumeSession extends FileIdentity {
  storageConfigId: string;
  fileId: string;
  uploadId: string;
  partSize: number;
  partCount: number;
  /** Epoch ms when the upload was initialised. */
  createdAt: number;
}

export interface ResumeStore {
  find(file: FileIdentity, storageConfigId: string, now: number): ResumeSession | null;
  save(session: ResumeSession): void;
  remove(fileId: string): void;
}

function isSession(value: unknown): value is ResumeSession {
  const v = value as Partial<ResumeSession> | null;
  return (
    typeof v?.name === 'string' &&
    typeof v.size === 'number' &&
    typeof v.lastModified === 'number' &&
    typeof v.storageConfigId === 'string' &&
    typeof v.fileId === 'string' &&
    typeof v.uploadId === 'string' &&
    typeof v.partSize === 'number' &&
    typeof v.partCount === 'number' &&
    typeof v.createdAt === 'number'
  );
}

/** Sessions in a Storage (localStorage by default); unreadable or foreign data counts as none. */
export function createResumeStore(storage: () => Storage | null = () => localStorage): ResumeStore {
  function read(): ResumeSession[] {
    try {
      const parsed: unknown = JSON.parse(storage()?.getItem(RESUME_STORAGE_KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isSession) : [];
    } catch {
      return [];
    }
  }
  function write(sessions: ResumeSession[]) {
    try {
      if (sessions.length === 0) storage()?.removeItem(RESUME_STORAGE_KEY);
      else storage()?.setItem(RESUME_STORAGE_KEY, JSON.stringify(sessions.slice(-MAX_SESSIONS)));
    } catch {
      // Storage full or disabled: the upload still works, it just cannot resume after a reload.
    }
  }
  return {
    find(file, storageConfigId, now) {
      const fresh = read().filter((s) => now - s.createdAt < RESUME_MAX_AGE_MS);
      return (
        fresh.find(
          (s) =>
            s.name === file.name &&
            s.size === file.size &&
            s.lastModified === file.lastModified &&
            s.storageConfigId === storageConfigId,
        ) ?? null
      );
    },
    save(session) {
      write([...read().filter((s) => s.fileId !== session.fileId), session]);
    },
    remove(fileId) {
      write(read().filter((s) => s.fileId !== fileId));
    },
  };
}
