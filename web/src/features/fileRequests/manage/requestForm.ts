/**
 * The file request dialog's fields as text, and the API input they make (docs/FILE-REQUESTS.md):
 * sizes are typed in MB, types as a comma-separated list, the expiry in hours from now.
 */
import type { CreateFileRequestInput, FileRequest, FileRequestTarget } from '@cloudpaste/contracts';

export interface RequestForm {
  target: FileRequestTarget;
  path: string;
  title: string;
  note: string;
  markdown: boolean;
  password: string;
  removePassword: boolean;
  /** Hours from now; '' keeps the current expiry when editing, '0' never. */
  expiresIn: string;
  maxFileMb: string;
  maxTotalMb: string;
  maxFiles: string;
  types: string;
  webhook: string;
  enabled: boolean;
}

const MB = 1024 * 1024;
const mb = (bytes: number) => (bytes > 0 ? String(Math.round((bytes / MB) * 100) / 100) : '');

export function formOf(request: FileRequest | null, folder: string): RequestForm {
  return {
    target: request?.target ?? 'folder',
    path: request?.path ?? folder,
    title: request?.title ?? '',
    note: request?.note ?? '',
    markdown: request?.note_markdown ?? false,
    password: '',
    removePassword: false,
    expiresIn: request ? '' : '168',
    maxFileMb: mb(request?.max_file_bytes ?? 0),
    maxTotalMb: mb(request?.max_total_bytes ?? 0),
    maxFiles: request && request.max_files > 0 ? String(request.max_files) : '',
    types: request?.allowed_types.join(', ') ?? '',
    webhook: request?.webhook_url ?? '',
    enabled: request?.enabled ?? true,
  };
}

/** A field's number, or null when it is not one (the dialog shows why). */
function amount(text: string, scale = 1): number | null {
  if (text.trim() === '') return 0;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? Math.round(value * scale) : null;
}

export type FormProblem = 'maxFileMb' | 'maxTotalMb' | 'maxFiles' | 'expiresIn';

/** The input to send, or the first field that is not a number. */
export function inputOf(form: RequestForm): CreateFileRequestInput | FormProblem {
  const numbers = {
    maxFileMb: amount(form.maxFileMb, MB),
    maxTotalMb: amount(form.maxTotalMb, MB),
    maxFiles: amount(form.maxFiles),
    expiresIn: amount(form.expiresIn),
  };
  for (const [field, value] of Object.entries(numbers))
    if (value === null) return field as FormProblem;
  const types = form.types
    .split(/[\s,]+/)
    .map((type) => type.trim().toLowerCase())
    .filter(Boolean);
  return {
    target: form.target,
    ...(form.target === 'folder' && { path: form.path }),
    title: form.title.trim(),
    note: form.note,
    note_markdown: form.markdown,
    ...(form.removePassword ? { password: '' } : form.password && { password: form.password }),
    ...(form.expiresIn.trim() !== '' && { expires_in: numbers.expiresIn ?? 0 }),
    max_file_bytes: numbers.maxFileMb ?? 0,
    max_total_bytes: numbers.maxTotalMb ?? 0,
    max_files: numbers.maxFiles ?? 0,
    allowed_types: types,
    webhook_url: form.webhook.trim(),
    enabled: form.enabled,
  };
}
