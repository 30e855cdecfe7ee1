/**
 * The account queries of docs/ACCOUNTS.md on every dialect: role, status and permissions read back
 * as stored (bigint included), the session join that carries them, the last-admin count and an
 * invitation redeemed once however many try.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { migrateToLatest, type DatabaseHandle } from '../db/database.js';
import { AdminRepository } from './admin.repository.js';

const T = '2026-01-01T00:00:00.000Z';
const LATER = '2099-01-01T00:00:00.000Z';

describe.each(testDialects)('accounts on $name', (dialect) => {
  let handle: DatabaseHandle;
  let accounts: AdminRepository;
  beforeEach(async () => {
    handle = await dialect.open();
    await migrateToLatest(handle.db);
    accounts = new AdminRepository(handle.db);
  });
  afterEach(() => handle.close());

  const account = (id: string, fields: Record<string, unknown> = {}) =>
    accounts.insert({
      id,
      username: id,
      password_hash: 'h',
      created_at: T,
      updated_at: T,
      ...fields,
    });

  it('keeps what an account may do, and joins it to its sessions', async () => {
    await account('root');
    await account('u1', {
      role: 'user',
      status: 'active',
      permissions: 65536 | 131072 | 1,
      basic_path: '/team',
      mount_ids: '["m1"]',
      display_name: 'User One',
    });
    expect(await accounts.findById('root')).toMatchObject({ role: 'admin', status: 'active' });
    await accounts.insertSession({
      id: 's',
      admin_id: 'u1',
      token_hash: 'th',
      created_at: T,
      expires_at: LATER,
    });
    const session = await accounts.findSessionByTokenHash('th');
    expect(session).toMatchObject({
      username: 'u1',
      role: 'user',
      status: 'active',
      basic_path: '/team',
      mount_ids: '["m1"]',
    });
    expect(Number(session?.permissions)).toBe(65536 | 131072 | 1);
    expect(await accounts.countActiveAdmins()).toBe(1);
    await accounts.update('u1', { role: 'admin' });
    expect(await accounts.countActiveAdmins()).toBe(2);
    await accounts.update('root', { status: 'disabled' });
    expect(await accounts.countActiveAdmins()).toBe(1);
    expect(await accounts.delete('u1')).toBe(true);
    expect(await accounts.findSessionByTokenHash('th')).toBeUndefined();
  });

  it('redeems an invitation once among concurrent attempts', async () => {
    await account('inv', { invitation_hash: 'ih', invitation_expires_at: LATER });
    await account('inv2', { invitation_hash: 'ih2', invitation_expires_at: LATER });
    const tries = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        accounts.redeemInvitation('ih', { password_hash: `p${i}`, updated_at: T }),
      ),
    );
    expect(tries.filter(Boolean)).toHaveLength(1);
    expect(await accounts.findByInvitationHash('ih')).toBeUndefined();
    expect(await accounts.findByInvitationHash('ih2')).toMatchObject({ id: 'inv2' });
  });
});
