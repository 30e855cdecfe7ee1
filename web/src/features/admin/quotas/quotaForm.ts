/** The user form's quota inputs: megabytes and a count as typed, to and from the API's numbers. */
import type { QuotaState } from '@cloudpaste/contracts';

export interface QuotaInputs {
  bytesMb: string;
  fileMb: string;
  shares: string;
}

export interface QuotaBody {
  quota_bytes: number | null;
  quota_file_bytes: number | null;
  quota_shares: number | null;
}

const MB = 1024 * 1024;

export const noQuota = (): QuotaInputs => ({ bytesMb: '', fileMb: '', shares: '' });

export function quotaInputsOf(quota: QuotaState): QuotaInputs {
  const mb = (n: number | null) => (n === null ? '' : String(Math.round((n / MB) * 100) / 100));
  return {
    bytesMb: mb(quota.quota_bytes),
    fileMb: mb(quota.quota_file_bytes),
    shares: quota.quota_shares === null ? '' : String(quota.quota_shares),
  };
}

/** The body's limits; undefined when an input is not a positive number (the form shows why). */
export function quotaBody(inputs: QuotaInputs): QuotaBody | undefined {
  const parse = (text: string, scale: number, whole: boolean): number | null | undefined => {
    const trimmed = text.trim();
    if (trimmed === '') return null;
    const n = Number(trimmed);
    if (!Number.isFinite(n) || n <= 0 || (whole && !Number.isInteger(n))) return undefined;
    return Math.max(1, Math.round(n * scale));
  };
  const body = {
    quota_bytes: parse(inputs.bytesMb, MB, false),
    quota_file_bytes: parse(inputs.fileMb, MB, false),
    quota_shares: parse(inputs.shares, 1, true),
  };
  if (Object.values(body).some((v) => v === undefined)) return undefined;
  return body as QuotaBody;
}
