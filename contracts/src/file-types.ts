/**
 * What kind of file a name and MIME type denote (the `type` codes of docs/API.md), and the one
 * rule for the MIME type a share upload is stored with (docs/product/uploads.md, "File types").
 */
/**
 * The preview settings' default extension lists (settings.ts defines the settings); here, without
 * zod, because fileTypeOf reads them in the browser.
 */
export const DEFAULT_PREVIEW_TYPES = {
  preview_text_types:
    'txt,htm,html,xml,java,properties,sql,js,ts,md,json,conf,ini,vue,php,py,bat,yml,yaml,toml,go,sh,c,cpp,h,hpp,tsx,jsx,css,scss,vtt,srt,ass,rs,lrc,log,csv',
  preview_image_types: 'jpg,tiff,jpeg,png,gif,bmp,svg,ico,webp,avif',
  preview_video_types: 'mp4,mkv,avi,mov,rmvb,webm,flv,m3u8',
  preview_audio_types: 'mp3,flac,ogg,m4a,wav,opus,wma,aac',
  preview_office_types: 'doc,docx,xls,xlsx,ppt,pptx,rtf',
  preview_document_types: 'pdf',
} as const;

export const FileType = {
  UNKNOWN: 0,
  FOLDER: 1,
  VIDEO: 2,
  AUDIO: 3,
  TEXT: 4,
  IMAGE: 5,
  OFFICE: 6,
  DOCUMENT: 7,
} as const;
export type FileType = (typeof FileType)[keyof typeof FileType];

export const FILE_TYPE_NAMES: Record<FileType, string> = {
  0: 'unknown',
  1: 'folder',
  2: 'video',
  3: 'audio',
  4: 'text',
  5: 'image',
  6: 'office',
  7: 'document',
};

/** The preview settings (comma-separated extension lists) fileTypeOf reads; missing ones use the defaults. */
export type PreviewSettings = Partial<Record<keyof typeof DEFAULT_PREVIEW_TYPES, string>>;

export const MARKDOWN_EXTENSIONS: readonly string[] = [
  'md',
  'markdown',
  'mdown',
  'mkd',
  'mdwn',
  'mdtxt',
  'mdtext',
  'rmd',
];
export const MARKDOWN_MIMETYPE = 'text/markdown';
export const FALLBACK_MIMETYPE = 'application/octet-stream';

/** Lower-case extension without the dot; '' when the name has none. */
export function extensionOf(filename: string): string {
  const base = filename.slice(Math.max(filename.lastIndexOf('/'), filename.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/**
 * The MIME type a share upload is stored and served with: Markdown files by extension get
 * text/markdown (browsers report them as '' or text/plain); otherwise the type the browser or client
 * declared; failing that application/octet-stream.
 */
export function uploadMimetypeOf(filename: string, declared?: string | null): string {
  if (MARKDOWN_EXTENSIONS.includes(extensionOf(filename))) return MARKDOWN_MIMETYPE;
  const type = declared?.trim().toLowerCase();
  return type && /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+(\s*;.*)?$/.test(type)
    ? type
    : FALLBACK_MIMETYPE;
}

const OFFICE_MIMETYPES = [
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/rtf',
  'application/vnd.openxmlformats-officedocument.',
];
const TEXT_MIMETYPES = [
  'application/json',
  'application/xml',
  'application/javascript',
  'application/x-yaml',
  'application/toml',
];

const listOf = (value: string | undefined, fallback: string) =>
  (value ?? fallback).split(',').map((e) => e.trim().toLowerCase());

/** Which preview list decides which type, in the order they are consulted. */
const LIST_TYPES: [keyof typeof DEFAULT_PREVIEW_TYPES, FileType][] = [
  ['preview_image_types', FileType.IMAGE],
  ['preview_video_types', FileType.VIDEO],
  ['preview_audio_types', FileType.AUDIO],
  ['preview_office_types', FileType.OFFICE],
  ['preview_document_types', FileType.DOCUMENT],
  ['preview_text_types', FileType.TEXT],
];

/**
 * The type code of files under one set of preview settings: the extension lists first (the admin's
 * choice), then the MIME type, else unknown. The lists are read once, so a listing of thousands of
 * files classifies each with one map lookup.
 */
export function fileTypeClassifier(
  settings: PreviewSettings = {},
): (filename: string, mimetype?: string | null) => FileType {
  const byExtension = new Map<string, FileType>();
  // Earlier lists win: fill from the last so the first one's entries overwrite.
  for (const [key, type] of [...LIST_TYPES].reverse()) {
    for (const ext of listOf(settings[key], DEFAULT_PREVIEW_TYPES[key])) byExtension.set(ext, type);
  }
  return (filename, mimetype) => {
    const ext = extensionOf(filename);
    const listed = ext ? byExtension.get(ext) : undefined;
    if (listed !== undefined) return listed;
    if (ext && MARKDOWN_EXTENSIONS.includes(ext)) return FileType.TEXT;
    return typeOfMime(mimetype);
  };
}

function typeOfMime(mimetype?: string | null): FileType {
  const mime = (mimetype ?? '').toLowerCase().split(';')[0]?.trim() ?? '';
  if (mime.startsWith('image/')) return FileType.IMAGE;
  if (mime.startsWith('video/')) return FileType.VIDEO;
  if (mime.startsWith('audio/')) return FileType.AUDIO;
  if (mime === 'application/pdf') return FileType.DOCUMENT;
  if (OFFICE_MIMETYPES.some((m) => mime.startsWith(m))) return FileType.OFFICE;
  if (mime.startsWith('text/') || TEXT_MIMETYPES.includes(mime)) return FileType.TEXT;
  return FileType.UNKNOWN;
}

/** The type code of one file (fileTypeClassifier for many). */
export function fileTypeOf(
  filename: string,
  mimetype?: string | null,
  settings: PreviewSettings = {},
): FileType {
  return fileTypeClassifier(settings)(filename, mimetype);
}

export function fileTypeNameOf(type: FileType): string {
  return FILE_TYPE_NAMES[type];
}
