/**
 * How a shared file is previewed, from the type the server derived with the admin's preview
 * settings (api-compat.md `type`): image, video, audio, PDF, Office, or text as Markdown, code
 * with highlighting, or plain text. Without a usable type the contracts' defaults decide.
 */
import {
  extensionOf,
  fileTypeOf,
  FileType,
  MARKDOWN_EXTENSIONS,
  MARKDOWN_MIMETYPE,
  type PublicFileInfo,
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
  ts: 'typescript',
  tsx: 'typescript',
  json: 'json',
  py: 'python',
  go: 'go',
  rs: 'rust',
  java: 'java',
  c: 'c',
  h: 'c',
  cpp: 'cpp',
  hpp: 'cpp',
  css: 'css',
  scss: 'scss',
  sql: 'sql',
  sh: 'bash',
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
  php: 'php',
};

export function previewKindOf(
  file: Pick<PublicFileInfo, 'filename' | 'mimetype' | 'type'>,
): PreviewKind {
  const ext = extensionOf(file.filename);
  const mime = file.mimetype.toLowerCase().split(';')[0]?.trim() ?? '';
  const known =
    Object.values(FileType).includes(file.type as FileType) && file.type !== FileType.UNKNOWN;
  const type = known ? file.type : fileTypeOf(file.filename, file.mimetype);
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
