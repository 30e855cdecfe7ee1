/** The fake /api/fs server's state beyond its tree: the call log, stored objects, open uploads. */
import type { FakeFs } from './fakeFs';

export interface FakeUpload {
  uploadId: string;
  folder: string;
  fileName: string;
  fileSize: number;
  initiated: string;
  /** Part number -> what the storage holds of it. */
  parts: Record<number, { etag: string; size: number }>;
}

export interface FakeServer {
  fs: FakeFs;
  /** One line per call, e.g. 'mkdir /team/new', 'put part u1 3'. */
  calls: string[];
  /** Bytes PUT to presigned URLs (by target path), waiting for their commit. */
  objects: Map<string, number>;
  uploads: FakeUpload[];
  nextId: number;
  /** Requests refused as the server would (route, then why): fakeFsContract.ts. */
  refused: string[];
}

/** An answer the fake storage or server gives to a request sent through XMLHttpRequest. */
export interface XhrAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

/** 'network': no answer at all (CORS, unreachable); 'hold': nothing until the request is aborted. */
export type XhrOutcome = XhrAnswer | 'network' | 'hold';

export interface XhrCall {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
  /** Reports bytes of the body as sent. */
  progress: (loaded: number) => void;
}

export function writeError(server: FakeServer, key: string): [number, string] | undefined {
  return server.fs.writeErrors?.[key];
}
