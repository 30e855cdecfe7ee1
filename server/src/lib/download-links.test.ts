/** One-minute download links (docs/ARCHITECTURE.md, "Download links"): what a token is bound to. */
import { describe, expect, it } from 'vitest';
import { downloadLinkHolder, issueDownloadLink } from './download-links.js';

const SECRET = 'test-secret';
const NOW = new Date('2026-03-01T00:00:00.400Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const csv = (scope: string) => ({ purpose: 'audit-csv', scope }) as const;

describe('download links', () => {
  it('name their admin until the whole second a minute on', () => {
    const { token, expiresAt } = issueDownloadLink(SECRET, csv('a=1'), 'admin|1', NOW);
    expect(expiresAt).toBe('2026-03-01T00:01:00.000Z');
    expect(downloadLinkHolder(SECRET, csv('a=1'), token, later(59_000))).toBe('admin|1');
    expect(downloadLinkHolder(SECRET, csv('a=1'), token, later(59_600))).toBeNull();
  });

  it('open only for their purpose, scope and secret', () => {
    const { token } = issueDownloadLink(SECRET, csv('a=1'), 'admin', NOW);
    expect(downloadLinkHolder(SECRET, { purpose: 'backup' }, token, NOW)).toBeNull();
    expect(downloadLinkHolder(SECRET, csv('a=2'), token, NOW)).toBeNull();
    expect(downloadLinkHolder(SECRET, csv(''), token, NOW)).toBeNull();
    expect(downloadLinkHolder('other-secret', csv('a=1'), token, NOW)).toBeNull();
    // A field's text cannot move into the next one: the signed fields are kept apart.
    const backup = issueDownloadLink(SECRET, { purpose: 'backup', scope: '' }, 'a', NOW).token;
    expect(downloadLinkHolder(SECRET, { purpose: 'backup' }, backup, NOW)).toBe('a');
  });

  it('refuse damaged tokens', () => {
    const { token } = issueDownloadLink(SECRET, csv(''), 'admin', NOW);
    const [expiry, holder, mac] = token.split('.');
    for (const bad of ['', `${expiry}.${holder}`, `${token}.x`, `x${expiry}.${holder}.${mac}`]) {
      expect(downloadLinkHolder(SECRET, csv(''), bad, NOW)).toBeNull();
    }
  });
});
