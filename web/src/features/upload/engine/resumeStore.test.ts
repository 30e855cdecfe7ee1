/** Resumable multipart sessions in browser storage: found again by file identity, expired, removed. */
import { describe, expect, it } from 'vitest';
import {
  createResumeStore,
  RESUME_MAX_AGE_MS,
  RESUME_STORAGE_KEY,
  type ResumeSession,
} from './resumeStore';

const file = { name: 'video.mp4', size: 50_000_000, lastModified: 1_700_000_000_000 };
const session: ResumeSession = {
  ...file,
  storageConfigId: 'cfg-1',
  fileId: 'f1',
  uploadId: 'u1',
  partSize: 5_242_880,
  partCount: 10,
  createdAt: 1_000,
};

describe('resume store', () => {
  it('finds a saved session for the same file in the same storage', () => {
    const store = createResumeStore();
    store.save(session);
    expect(store.find(file, 'cfg-1', 2_000)).toEqual(session);
    // A reload builds a new store over the same storage.
    expect(createResumeStore().find(file, 'cfg-1', 2_000)).toEqual(session);
  });

  it('does not match another file, another storage, or an expired session', () => {
    const store = createResumeStore();
    store.save(session);
    expect(store.find({ ...file, lastModified: 1 }, 'cfg-1', 2_000)).toBeNull();
    expect(store.find({ ...file, size: 1 }, 'cfg-1', 2_000)).toBeNull();
    expect(store.find(file, 'cfg-2', 2_000)).toBeNull();
    expect(store.find(file, 'cfg-1', 1_000 + RESUME_MAX_AGE_MS)).toBeNull();
  });

  it('replaces a session by file id and removes it', () => {
    const store = createResumeStore();
    store.save(session);
    store.save({ ...session, partCount: 11 });
    expect(store.find(file, 'cfg-1', 2_000)?.partCount).toBe(11);
    store.remove('f1');
    expect(store.find(file, 'cfg-1', 2_000)).toBeNull();
    expect(localStorage.getItem(RESUME_STORAGE_KEY)).toBeNull();
  });

  it('ignores unreadable or foreign data', () => {
    localStorage.setItem(RESUME_STORAGE_KEY, '{not json');
    expect(createResumeStore().find(file, 'cfg-1', 2_000)).toBeNull();
    localStorage.setItem(RESUME_STORAGE_KEY, JSON.stringify([{ name: 'video.mp4' }, 42]));
    expect(createResumeStore().find(file, 'cfg-1', 2_000)).toBeNull();
  });

  it('keeps working when storage is unavailable', () => {
    const store = createResumeStore(() => null);
    store.save(session);
    expect(store.find(file, 'cfg-1', 2_000)).toBeNull();
  });
});
