/**
 * A file request's webhook (docs/FILE-REQUESTS.md, "Notifications"): one JSON POST per file,
 * tried again after a failure, at most three times, and never to an address the SSRF policy
 * refuses.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { FileRequestFileRow, FileRequestRow } from '../../db/types.js';
import { SafeFetcher, isPublicAddress } from '../../lib/safe-fetch/index.js';
import type { FileRequestRepository } from '../../repositories/file-request.repository.js';
import {
  publicOrLoopback,
  startRemoteServer,
  type RemoteServer,
} from '../../../test/remote-server.js';
import { FileRequestWebhooks } from './file-request-webhooks.js';

const file = {
  id: 'f1',
  request_id: 'r1',
  mount_id: 'm',
  path: '/team/inbox/a.pdf',
  name: 'a.pdf',
  size: 3,
  content_type: 'application/pdf',
  status: 'received',
  uploader_name: 'Ann',
  message: null,
  created_at: '2026-01-01T00:00:00.000Z',
} as FileRequestFileRow;
const requests = { files: async () => [file] } as unknown as FileRequestRepository;
const rowFor = (url: string) =>
  ({ id: 'r1', slug: 'drop', title: 'Drafts', webhook_url: url }) as FileRequestRow;

let remote: RemoteServer | undefined;
afterEach(async () => remote?.close());

async function settle(hooks: FileRequestWebhooks) {
  await Promise.all([...hooks.pending]);
}

describe('file request webhooks', () => {
  it('posts the file as JSON, once more after a failure, three times at most', async () => {
    const bodies: unknown[] = [];
    let answers = [500, 200];
    remote = await startRemoteServer({
      '/hook': (req, res) => {
        let text = '';
        req.on('data', (chunk: Buffer) => (text += chunk.toString()));
        req.on('end', () => {
          bodies.push({ type: req.headers['content-type'], body: JSON.parse(text) });
          res.writeHead(answers.shift() ?? 500).end();
        });
      },
    });
    const errors: unknown[] = [];
    const hooks = new FileRequestWebhooks({
      requests,
      fetcher: new SafeFetcher({ userAgent: 'test', maxRedirects: 0 }, publicOrLoopback),
      onError: (error) => errors.push(error),
      delaysMs: [0, 1, 1],
    });
    hooks.notify(rowFor(`${remote.origin}/hook`), 'f1');
    await settle(hooks);
    expect(remote.seen).toEqual(['POST /hook', 'POST /hook']);
    expect(bodies[1]).toEqual({
      type: 'application/json',
      body: {
        event: 'file_request.upload',
        request: { id: 'r1', slug: 'drop', title: 'Drafts' },
        file: expect.objectContaining({ name: 'a.pdf', size: 3, uploader_name: 'Ann' }),
      },
    });
    expect(errors).toEqual([]);

    answers = [];
    hooks.notify(rowFor(`${remote.origin}/hook`), 'f1');
    await settle(hooks);
    expect(remote.seen).toHaveLength(5);
    expect(errors).toHaveLength(1);
  });

  it('never reaches a loopback address under the production policy', async () => {
    remote = await startRemoteServer({ '/hook': (_req, res) => res.writeHead(200).end() });
    const errors: unknown[] = [];
    const hooks = new FileRequestWebhooks({
      requests,
      fetcher: new SafeFetcher({ userAgent: 'test', maxRedirects: 0 }, isPublicAddress),
      onError: (error) => errors.push(error),
      delaysMs: [0],
    });
    hooks.notify(rowFor(`${remote.origin}/hook`), 'f1');
    await settle(hooks);
    expect(remote.seen).toEqual([]);
    expect(errors).toHaveLength(1);
  });
});
