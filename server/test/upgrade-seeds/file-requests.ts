/**
 * A file request and a file it received, as the upgrade suite seeds them (see seeder.ts;
 * docs/FILE-REQUESTS.md), read back through the owner's service after each later migration.
 */
import { expect } from 'vitest';
import { T0, made, type Seeder } from './seeder.js';

const fileRequest: Seeder = {
  from: '0027-file-requests',
  rows: {
    file_requests: [
      {
        id: 'seed-request',
        slug: 'seed-request',
        title: 'Drafts',
        note: 'Send them here',
        note_markdown: 0,
        target: 'folder',
        mount_id: 'seed-mount',
        path: '/team/inbox',
        password_hash: null,
        expires_at: null,
        max_file_bytes: 5_000_000_000,
        max_total_bytes: 0,
        max_files: 10,
        allowed_types: '[".pdf"]',
        enabled: 1,
        webhook_url: null,
        seen_at: null,
        created_by: 'seed-admin',
        ...made,
      },
    ],
    file_request_files: [
      {
        id: 'seed-request-file',
        request_id: 'seed-request',
        mount_id: 'seed-mount',
        path: '/team/inbox/a.pdf',
        name: 'a.pdf',
        size: 4_000_000_000,
        content_type: 'application/pdf',
        status: 'received',
        uploader_name: 'Ann',
        message: null,
        created_at: T0,
      },
    ],
  },
  async check(app) {
    const admin = { type: 'admin', adminId: 'seed-admin', username: 'seed' } as const;
    const [listed] = (await app.services.fileRequests.owner.list(admin)).filter(
      (r) => r.id === 'seed-request',
    );
    expect(listed).toMatchObject({
      title: 'Drafts',
      target: 'folder',
      max_file_bytes: 5_000_000_000,
      allowed_types: ['.pdf'],
      received_files: 1,
      received_bytes: 4_000_000_000,
      unseen: 1,
    });
  },
};

/** A webhook set before its secret was made (0029): the owner's first look makes one. */
const signedWebhook: Seeder = {
  from: '0029-file-request-webhook-secrets',
  rows: {
    file_requests: [
      {
        id: 'seed-hooked-request',
        slug: 'seed-hooked-request',
        title: 'Hooked',
        mount_id: 'seed-mount',
        path: '/team/inbox',
        password_hash: null,
        expires_at: null,
        allowed_types: null,
        webhook_url: 'https://hooks.example.com/in',
        webhook_secret: null,
        seen_at: null,
        created_by: 'seed-admin',
        ...made,
      },
    ],
  },
  async check(app) {
    const admin = { type: 'admin', adminId: 'seed-admin', username: 'seed' } as const;
    const { owner } = app.services.fileRequests;
    const { secret } = await owner.webhookSecret(admin, 'seed-hooked-request', false);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await owner.webhookSecret(admin, 'seed-hooked-request', false)).secret).toBe(secret);
  },
};

export const fileRequestSeeders: Seeder[] = [fileRequest, signedWebhook];
