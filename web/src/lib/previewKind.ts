/**
 * Which preview a file gets, for shared files and mounted ones alike: the type code the server
 * derived with the admin's preview settings decides; the extension and MIME type only refine it
 * (PDF among documents, Markdown and code among text).
 */
import {
  extensionOf,
  FileType,
  MARKDOWN_EXTENSIONS,
  MARKDOWN_MIMETYPE,
} from '@cloudpaste/contracts';

export type PreviewKind =
  | { kind: 'image' }
  | { kind: 'video' }
  | { kind: 'audio' }
  | { kind: 'pdf' }
  | { kind: 'office' }
  | { kind: 'markdown' }
  | { kind: 'code'; language: string }
  | { kind: 'text' }
  | { kind: 'none' };

/** Extensions highlighted as code, by highlight.js language name (all in its common set). */
const CODE_LANGUAGES: Readonly<Record<string, string>> = {
  js: 'javascript',
  jsx: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  ts: 'typescript',
  tsx: 'typescript',
  json: 'json',
  py: 'python',
  go: 'go',
  rs: 'rust',
  java: 'java',
  kt: 'kotlin',
  c: 'c',
  h: 'c',
  cpp: 'cpp',
  hpp: 'cpp',
  cs: 'csharp',
  css: 'css',
  scss: 'scss',
  sql: 'sql',
  sh: 'bash',
  bash: 'bash',
  yml: 'yaml',
  yaml: 'yaml',
  toml: 'ini',
  ini: 'ini',
  conf: 'ini',
  properties: 'properties',
  xml: 'xml',
  htm: 'xml',
  html: 'xml',
  vue: 'xml',
  svg: 'xml',
  php: 'php',
  rb: 'ruby',
  swift: 'swift',
  diff: 'diff',
};

/** The preview for a file of this name and MIME type, given its type code. */
export function previewKindOf(
  name: string,
  mimetype: string | null | undefined,
  type: number,
): PreviewKind {
  const ext = extensionOf(name);
  const mime = (mimetype ?? '').toLowerCase().split(';')[0]?.trim() ?? '';
  switch (type) {
    case FileType.IMAGE:
      return { kind: 'image' };
    case FileType.VIDEO:
      return { kind: 'video' };
    case FileType.AUDIO:
      return { kind: 'audio' };
    case FileType.OFFICE:
      return { kind: 'office' };
    case FileType.DOCUMENT:
      return ext === 'pdf' || mime === 'application/pdf' ? { kind: 'pdf' } : { kind: 'none' };
    case FileType.TEXT: {
      if (MARKDOWN_EXTENSIONS.includes(ext) || mime === MARKDOWN_MIMETYPE)
        return { kind: 'markdown' };
      const language = CODE_LANGUAGES[ext];
      return language ? { kind: 'code', language } : { kind: 'text' };
    }
    default:
      return { kind: 'none' };
  }
}

/** A Markdown code fence around `code`, longer than any backtick run inside it. */
export function fencedCode(code: string, language: string): string {
  const longest = Math.max(0, ...Array.from(code.matchAll(/`+/g), (match) => match[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${language}\n${code}\n${fence}`;
}

/**
 * Whether a preview gets a fullscreen button: images, video, PDF, Office and text do; audio and the
 * notices that stand for a preview (no preview, text too large to show) do not.
 */
export function fillsScreen({ kind }: PreviewKind, isTooLargeForText: boolean): boolean {
  if (kind === 'markdown' || kind === 'code' || kind === 'text') return !isTooLargeForText;
  return kind === 'image' || kind === 'video' || kind === 'pdf' || kind === 'office';
}
