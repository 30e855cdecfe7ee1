/** The user form's quota inputs to the API's numbers and back (docs/ACCOUNTS.md "Quotas"). */
import { describe, expect, it } from 'vitest';
import { noQuota, quotaBody, quotaInputsOf } from './quotaForm';

describe('quota inputs', () => {
  it('sends empty inputs as unlimited and megabytes as bytes', () => {
    expect(quotaBody(noQuota())).toEqual({
      quota_bytes: null,
      quota_file_bytes: null,
      quota_shares: null,
    });
    expect(quotaBody({ bytesMb: '1.5', fileMb: ' 10 ', shares: '3' })).toEqual({
      quota_bytes: 1.5 * 1024 * 1024,
      quota_file_bytes: 10 * 1024 * 1024,
      quota_shares: 3,
    });
  });

  it('refuses what is not a positive number, and a share count that is not whole', () => {
    for (const bad of [
      { bytesMb: '0', fileMb: '', shares: '' },
      { bytesMb: '-1', fileMb: '', shares: '' },
      { bytesMb: '', fileMb: 'lots', shares: '' },
      { bytesMb: '', fileMb: '', shares: '2.5' },
    ])
      expect(quotaBody(bad)).toBeUndefined();
  });

  it('shows an account’s limits in megabytes', () => {
    const state = {
      quota_bytes: 50 * 1024 * 1024,
      quota_file_bytes: null,
      quota_shares: 10,
      used_bytes: 0,
      used_shares: 0,
    };
    expect(quotaInputsOf(state)).toEqual({ bytesMb: '50', fileMb: '', shares: '10' });
  });
});
