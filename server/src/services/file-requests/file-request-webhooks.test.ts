/**
 * A file request's webhook (docs/FILE-REQUESTS.md, "Notifications"): one JSON POST per file,
 * tried again after a failure, at most three times, and never to an address the SSRF policy
 * refuses; each try signed with the request's secret (checked here by an independent HMAC), with
 * one delivery id across the tries, and a rotated secret signing the next delivery.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { FileRequestFileRow, FileRequestRow } from '../../db/types.js';
import { SafeFetcher, isPublicAddress } from '../../lib/safe-fetch/index.js';
import { SecretBox } from '../../lib/secret-box.js';
import type { FileRequestRepository } from '../../repositories/file-request.repository.js';
import {
  publicOrLoopback,
  startRemoteServer,
  type RemoteServer,
} from '../../../test/remote-server.js';
import { FileRequestWebhookSecrets } from './file-request-webhook-secrets.js';
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
/** One request's stored (sealed) secret, as the repository keeps it. */
let stored: string | null = null;
const requests = {
  files: async () => [file],
  keepWebhookSecret: async (_id: string, sealed: string) => (stored ??= sealed),
  update: async (_id: string, patch: { webhook_secret?: string | null }) => {
    stored = patch.webhook_secret ?? null;
  },
} as unknown as FileRequestRepository;
const secrets = new FileRequestWebhookSecrets({
  requests,
  box: new SecretBox('a-server-secret-of-at-least-32-characters'),
});

/** What a receiver does (docs/FILE-REQUESTS.md, "Signed deliveries"), written apart from the server. */
function verified(headers: IncomingHttpHeaders, body: string, secret: string): boolean {
  const timestamp = String(headers['x-cloudpaste-timestamp']);
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const expected = Buffer.from(
    `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`,
  );
  const got = Buffer.from(String(headers['x-cloudpaste-signature']));
  return got.length === expected.length && timingSafeEqual(got, expected);
}
const rowFor = (url: string) =>
  ({ id: 'r1', slug: 'drop', title: 'Drafts', webhook_url: url }) as FileRequestRow;

let remote: RemoteServer | undefined;
afterEach(async () => remote?.close());

/** A try's body with `extra` appended: a tampered body no longer verifies. */
const text = (t: { text: string }, extra: string) => `${t.text}${extra}`;

async function settle(hooks: FileRequestWebhooks) {
  await Promise.all([...hooks.pending]);
}

describe('file request webhooks', () => {
  it('posts the file as JSON, once more after a failure, three times at most', async () => {
    const bodies: unknown[] = [];
    const tries: { headers: IncomingHttpHeaders; text: string }[] = [];
    let answers = [500, 200];
    remote = await startRemoteServer({
      '/hook': (req, res) => {
        let text = '';
        req.on('data', (chunk: Buffer) => (text += chunk.toString()));
        req.on('end', () => {
          tries.push({ headers: req.headers, text });
          bodies.push({ type: req.headers['content-type'], body: JSON.parse(text) });
          res.writeHead(answers.shift() ?? 500).end();
        });
      },
    });
    const errors: unknown[] = [];
    const hooks = new FileRequestWebhooks({
      requests,
      secrets,
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
    const secret = (await secrets.current('r1'))!;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const { headers, text } of tries) expect(verified(headers, text, secret)).toBe(true);
    expect(verified(tries[0]!.headers, text(tries[0]!, ' '), secret)).toBe(false);
    const [first, retry] = tries.map((t) => t.headers['x-cloudpaste-delivery']);
    expect(first).toMatch(/\S{8,}/);
    expect(retry).toBe(first);

    const rotated = await secrets.rotate('r1');
    expect(rotated).not.toBe(secret);
    answers = [200];
    hooks.notify(rowFor(`${remote.origin}/hook`), 'f1');
    await settle(hooks);
    const next = tries[2]!;
    expect(verified(next.headers, next.text, rotated)).toBe(true);
    expect(verified(next.headers, next.text, secret)).toBe(false);
    expect(next.headers['x-cloudpaste-delivery']).not.toBe(first);

    answers = [];
    hooks.notify(rowFor(`${remote.origin}/hook`), 'f1');
    await settle(hooks);
    expect(remote.seen).toHaveLength(6);
    expect(errors).toHaveLength(1);
  });

  it('never reaches a loopback address under the production policy', async () => {
    remote = await startRemoteServer({ '/hook': (_req, res) => res.writeHead(200).end() });
    const errors: unknown[] = [];
    const hooks = new FileRequestWebhooks({
      requests,
      secrets,
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
