import { AUDIT_ACTIONS, LANGUAGES, type AuditEntry } from '@cloudpaste/contracts';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../i18n/allResources';
import { actionKey, auditQuery, NO_FILTERS, targetText } from './auditFilters';

describe('auditQuery', () => {
  it('sends only the filters given, trimmed', () => {
    expect(auditQuery(NO_FILTERS)).toEqual({});
    expect(auditQuery({ ...NO_FILTERS, action: 'auth.login', actor: ' ci ', address: '' })).toEqual(
      {
        action: 'auth.login',
        actor: 'ci',
      },
    );
  });

  it('turns days into the local start of the day, "until" including its day', () => {
    const query = auditQuery({ ...NO_FILTERS, since: '2026-03-01', until: '2026-03-01' });
    expect(query.since).toBe(new Date(2026, 2, 1).toISOString());
    expect(query.until).toBe(new Date(2026, 2, 2).toISOString());
    expect(auditQuery({ ...NO_FILTERS, since: 'yesterday' })).toEqual({});
  });
});

describe('entries as text', () => {
  const entry = (over: Partial<AuditEntry>): AuditEntry => ({
    id: '1',
    at: '2026-03-01T00:00:00.000Z',
    action: 'api_key.create',
    actor: { kind: 'admin', id: 'a', label: 'admin' },
    address: null,
    userAgent: null,
    target: null,
    detail: null,
    ...over,
  });

  it('names actions by a key without dots', () => {
    expect(actionKey('auth.login.failure')).toBe('actions.auth_login_failure');
  });

  it('has a readable name for every action the server records, in every language', () => {
    for (const language of LANGUAGES) {
      const names = (resources[language]?.audit as { actions: Record<string, string> }).actions;
      const missing = AUDIT_ACTIONS.filter(
        (action) => !names[actionKey(action).replace(/^actions\./, '')],
      );
      expect(missing, language).toEqual([]);
    }
  });

  it('names the target by the detail fields that name it, and its id', () => {
    expect(targetText(entry({}))).toEqual({ name: '', id: '' });
    const key = { target: { type: 'api_key', id: 'k1' }, detail: { name: 'ci', permissions: 3 } };
    expect(targetText(entry(key))).toEqual({ name: 'ci', id: 'k1' });
    const put = { target: { type: 'path', id: '/team/a.txt' }, detail: { method: 'PUT' } };
    expect(targetText(entry(put))).toEqual({ name: 'PUT', id: '/team/a.txt' });
    const invited = { action: 'user.create', detail: { username: 'ann', role: 'user' } };
    expect(targetText(entry(invited))).toEqual({ name: 'ann', id: '' });
    const batch = { detail: { ids: ['a', 'b', 'c', 'd'], deleted: 4 } };
    expect(targetText(entry(batch))).toEqual({ name: '', id: 'a, b +2' });
    const settings = {
      action: 'settings.update',
      detail: { group: '1', audit_retention_days: 30 },
    };
    expect(targetText(entry(settings))).toEqual({ name: 'audit_retention_days', id: '' });
  });
});
