/** The file explorer over mounts: reading, writing, uploads, links and archives (docs/API.md, "Filesystem"). */
import {
  fsArchiveInput,
  fsBatchCopyCommitInput,
  fsBatchCopyInput,
  fsBatchRemoveInput,
  fsCreateShareInput,
  fsDownloadQuery,
  fsFileLinkQuery,
  fsListUploadsInput,
  fsMkdirInput,
  fsMultipartCompleteInput,
  fsMultipartInitInput,
  fsMultipartRefInput,
  fsPathQuery,
  fsPresignCommitInput,
  fsPresignInput,
  fsRefreshUrlsInput,
  fsRenameInput,
  fsSearchQuery,
  fsUpdateInput,
  proxyLinkQuery,
} from '@cloudpaste/contracts';
import {
  FILE_BYTES,
  PUBLIC,
  jsonBody,
  key,
  named,
  postsOf,
  type Access,
  type ApiOperation,
} from '../operation.js';

const FS = 'Filesystem';
const FS_UPLOADS = 'Filesystem uploads';
const VIEW = key('MOUNT_VIEW');
const UPLOAD = key('MOUNT_UPLOAD');
const COPY = key('MOUNT_COPY');
const pathQuery = named('FsPathQuery', fsPathQuery);
const write = (access: Access) => postsOf(FS, access);
const fsUpload = postsOf(FS_UPLOADS, UPLOAD);
const multipartRef = jsonBody(named('FsMultipartRefInput', fsMultipartRefInput));

export const fsOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/fs/search',
    tag: FS,
    summary: 'Search file names in the mounts',
    access: VIEW,
    query: named('FsSearchQuery', fsSearchQuery),
  },
  {
    method: 'get',
    path: '/api/fs/list',
    tag: FS,
    summary: 'List a folder (ETag, 304 when unchanged)',
    access: VIEW,
    query: pathQuery,
  },
  {
    method: 'get',
    path: '/api/fs/get',
    tag: FS,
    summary: "A file's or folder's details",
    access: VIEW,
    query: pathQuery,
  },
  {
    method: 'get',
    path: '/api/fs/download',
    tag: FS,
    summary: 'Download a file',
    access: VIEW,
    query: named('FsDownloadQuery', fsDownloadQuery),
    answer: FILE_BYTES,
  },
  {
    method: 'get',
    path: '/api/fs/file-link',
    tag: FS,
    summary: 'A direct or signed link to a file',
    access: VIEW,
    query: named('FsFileLinkQuery', fsFileLinkQuery),
  },
  write(key('MOUNT_VIEW', 'FILE_SHARE'))(
    '/api/fs/create-share',
    'Share a mount file as a file share',
    jsonBody(named('FsCreateShareInput', fsCreateShareInput)),
    201,
  ),
  write(COPY)(
    '/api/fs/batch-copy',
    'Copy or move files and folders',
    jsonBody(named('FsBatchCopyInput', fsBatchCopyInput)),
  ),
  write(COPY)(
    '/api/fs/batch-copy-commit',
    'Finish copies the browser carried between storages',
    jsonBody(named('FsBatchCopyCommitInput', fsBatchCopyCommitInput)),
  ),
  write(UPLOAD)(
    '/api/fs/mkdir',
    'Create a folder',
    jsonBody(named('FsMkdirInput', fsMkdirInput)),
    201,
  ),
  write(UPLOAD)(
    '/api/fs/upload',
    'Upload a file through the server',
    {
      kind: 'form',
      description: 'multipart/form-data: `path` (the folder), then `file`',
      fields: pathQuery,
    },
    201,
  ),
  write(UPLOAD)(
    '/api/fs/update',
    "Write a text file's content",
    jsonBody(named('FsUpdateInput', fsUpdateInput)),
  ),
  write(key('MOUNT_RENAME'))(
    '/api/fs/rename',
    'Rename or move one file or folder',
    jsonBody(named('FsRenameInput', fsRenameInput)),
  ),
  {
    method: 'delete',
    path: '/api/fs/batch-remove',
    tag: FS,
    summary: 'Delete files and folders',
    access: key('MOUNT_DELETE'),
    body: jsonBody(named('FsBatchRemoveInput', fsBatchRemoveInput)),
  },
  write(VIEW)(
    '/api/fs/archive',
    'A zip download link for chosen files and folders',
    jsonBody(named('FsArchiveInput', fsArchiveInput)),
  ),
  {
    method: 'get',
    path: '/api/fs/archive/:token',
    tag: FS,
    summary: 'The zip, streamed (the token is the credential)',
    access: PUBLIC,
    answer: { kind: 'bytes', mediaType: 'application/zip', description: 'The zip archive' },
  },
  {
    method: 'get',
    path: '/api/p/*',
    tag: FS,
    summary: 'A mount file through the server (the proxy link; `sign` when the mount asks for one)',
    access: PUBLIC,
    query: named('ProxyLinkQuery', proxyLinkQuery),
    answer: FILE_BYTES,
  },
  fsUpload(
    '/api/fs/presign',
    'A presigned PUT URL for a mount file',
    jsonBody(named('FsPresignInput', fsPresignInput)),
  ),
  fsUpload(
    '/api/fs/presign/commit',
    'Finish a presigned upload',
    jsonBody(named('FsPresignCommitInput', fsPresignCommitInput)),
    201,
  ),
  fsUpload(
    '/api/fs/multipart/init',
    'Start a multipart upload',
    jsonBody(named('FsMultipartInitInput', fsMultipartInitInput)),
  ),
  fsUpload(
    '/api/fs/multipart/list-uploads',
    'Unfinished multipart uploads in a folder',
    jsonBody(named('FsListUploadsInput', fsListUploadsInput)),
  ),
  fsUpload('/api/fs/multipart/list-parts', 'Parts stored so far (to resume)', multipartRef),
  fsUpload(
    '/api/fs/multipart/refresh-urls',
    'Sign part URLs again',
    jsonBody(named('FsRefreshUrlsInput', fsRefreshUrlsInput)),
  ),
  fsUpload(
    '/api/fs/multipart/complete',
    'Assemble the parts',
    jsonBody(named('FsMultipartCompleteInput', fsMultipartCompleteInput)),
    201,
  ),
  fsUpload('/api/fs/multipart/abort', 'Abandon a multipart upload', multipartRef),
];
