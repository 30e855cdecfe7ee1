/** Which local files the editor imports (Markdown by extension, text otherwise; 10 MB max). */
import { EDITOR_FILE_MAX_BYTES, type PasteFormat } from '@cloudpaste/contracts';

export const MARKDOWN_EXTENSIONS = [
  'md',
  'markdown',
  'mdown',
  'mkd',
  'mdwn',
  'mdtxt',
  'mdtext',
  'rmd',
] as const;

/** Text files that browsers often report with an application/* type or none at all. */
const TEXT_EXTENSIONS = new Set(
  (
    'txt text log json jsonc json5 ndjson csv tsv xml yaml yml toml ini cfg conf env properties ' +
    'html htm css scss less js mjs cjs jsx ts tsx vue svelte py rb go rs java kt c h cpp hpp cs ' +
    'php sh bash zsh ps1 bat sql srt vtt tex rst adoc org diff patch lua pl r swift dart gradle makefile dockerfile gitignore'
  ).split(' '),
);

const TEXT_MIME =
  /^(text\/|application\/(json|xml|javascript|x-javascript|ecmascript|x-sh|x-yaml|yaml|toml|sql|x-httpd-php|ld\+json|x-ndjson)|.*\+(json|xml)$)/i;

/** Lower-case extension, or the whole name when it has none (Makefile, Dockerfile). */
export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? name;
  const dot = base.lastIndexOf('.');
  return dot === -1 ? base.toLowerCase() : base.slice(dot + 1).toLowerCase();
}

export function isMarkdownFileName(name: string): boolean {
  return (MARKDOWN_EXTENSIONS as readonly string[]).includes(extensionOf(name));
}

/**
 * The editor mode a file opens in: Markdown by extension, text for text types and extensions,
 * 'unknown' when neither says (its content decides, see looksBinary), null when it is not text.
 */
export function classifyFile(file: { name: string; type: string }): PasteFormat | 'unknown' | null {
  if (isMarkdownFileName(file.name) || /^text\/(markdown|x-markdown)$/i.test(file.type))
    return 'markdown';
  if (TEXT_MIME.test(file.type) || TEXT_EXTENSIONS.has(extensionOf(file.name))) return 'text';
  return file.type === '' || file.type === 'application/octet-stream' ? 'unknown' : null;
}

export function isTooLarge(file: { size: number }): boolean {
  return file.size > EDITOR_FILE_MAX_BYTES;
}

/** Binary files decode with NUL bytes or many replacement characters; real text has neither. */
export function looksBinary(text: string): boolean {
  const sample = text.slice(0, 8000);
  if (sample.includes('\u0000')) return true;
  const replaced = sample.split('\uFFFD').length - 1;
  return sample.length > 0 && replaced / sample.length > 0.01;
}

/** FileReader rather than Blob.text(): same result, and it also works in older engines and jsdom. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });
}

export type ImportResult =
  | { ok: true; content: string; format: PasteFormat; name: string }
  | { ok: false; error: 'tooLarge' | 'notText' | 'readFailed'; name: string };

/** Checks and reads one file; never throws. */
export async function readImportFile(file: File): Promise<ImportResult> {
  const name = file.name;
  if (isTooLarge(file)) return { ok: false, error: 'tooLarge', name };
  const kind = classifyFile(file);
  if (kind === null) return { ok: false, error: 'notText', name };
  let content: string;
  try {
    content = await readText(file);
  } catch {
    return { ok: false, error: 'readFailed', name };
  }
  if (looksBinary(content)) return { ok: false, error: 'notText', name };
  return { ok: true, content, format: kind === 'unknown' ? 'text' : kind, name };
}
