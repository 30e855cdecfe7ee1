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
  fsArchiveAnswer,
  fsBatchCopyAnswer,
  fsBatchRemoveAnswer,
  fsFileInfoAnswer,
  fsFileLinkAnswer,
  fsListingAnswer,
  fsListUploadsAnswer,
  fsMultipartAbortAnswer,
  fsMultipartInitAnswer,
  fsPresignAnswer,
  fsRefreshUrlsAnswer,
  fsSearchAnswer,
  listPartsAnswer,
} from '@cloudpaste/contracts/answers';
import { FILE_INFO, FS_ITEM } from './answers.js';
import {
  FILE_BYTES,
  PUBLIC,
  json,
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

const removed = named('FsBatchRemoveResult', fsBatchRemoveAnswer);

export const fsOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/fs/search',
    tag: FS,
    summary: ['Search file names in the mounts', '在挂载点中搜索文件名'],
    access: VIEW,
    query: named('FsSearchQuery', fsSearchQuery),
    answer: json(named('FsSearchAnswer', fsSearchAnswer)),
  },
  {
    method: 'get',
    path: '/api/fs/list',
    tag: FS,
    summary: ['List a folder (ETag, 304 when unchanged)', '列出文件夹（带 ETag，未变时 304）'],
    access: VIEW,
    query: pathQuery,
    answer: json(named('FsListing', fsListingAnswer)),
  },
  {
    method: 'get',
    path: '/api/fs/get',
    tag: FS,
    summary: ["A file's or folder's details", '文件或文件夹的详情'],
    access: VIEW,
    query: pathQuery,
    answer: json(named('FsFileInfo', fsFileInfoAnswer)),
  },
  {
    method: 'get',
    path: '/api/fs/download',
    tag: FS,
    summary: ['Download a file', '下载文件'],
    access: VIEW,
    query: named('FsDownloadQuery', fsDownloadQuery),
    answer: FILE_BYTES,
  },
  {
    method: 'get',
    path: '/api/fs/file-link',
    tag: FS,
    summary: ['A direct or signed link to a file', '文件的直链或签名链接'],
    access: VIEW,
    query: named('FsFileLinkQuery', fsFileLinkQuery),
    answer: json(named('FsFileLink', fsFileLinkAnswer)),
  },
  write(key('MOUNT_VIEW', 'FILE_SHARE'))(
    '/api/fs/create-share',
    ['Share a mount file as a file share', '将挂载文件分享为文件分享'],
    jsonBody(named('FsCreateShareInput', fsCreateShareInput)),
    json(FILE_INFO, 201),
  ),
  write(COPY)(
    '/api/fs/batch-copy',
    ['Copy or move files and folders', '复制或移动文件和文件夹'],
    jsonBody(named('FsBatchCopyInput', fsBatchCopyInput)),
    json(named('FsBatchCopyResult', fsBatchCopyAnswer)),
  ),
  write(COPY)(
    '/api/fs/batch-copy-commit',
    ['Finish copies the browser carried between storages', '完成浏览器在存储之间搬运的复制'],
    jsonBody(named('FsBatchCopyCommitInput', fsBatchCopyCommitInput)),
    json(removed),
  ),
  write(UPLOAD)(
    '/api/fs/mkdir',
    ['Create a folder', '新建文件夹'],
    jsonBody(named('FsMkdirInput', fsMkdirInput)),
    json(FS_ITEM, 201),
  ),
  write(UPLOAD)(
    '/api/fs/upload',
    ['Upload a file through the server', '经服务器上传文件'],
    {
      kind: 'form',
      description: 'multipart/form-data: `path` (the folder), then `file`',
      fields: pathQuery,
    },
    json(FS_ITEM, 201),
  ),
  write(UPLOAD)(
    '/api/fs/update',
    ["Write a text file's content", '写入文本文件内容'],
    jsonBody(named('FsUpdateInput', fsUpdateInput)),
    json(FS_ITEM),
  ),
  write(key('MOUNT_RENAME'))(
    '/api/fs/rename',
    ['Rename or move one file or folder', '重命名或移动一个文件或文件夹'],
    jsonBody(named('FsRenameInput', fsRenameInput)),
    json(FS_ITEM),
  ),
  {
    method: 'delete',
    path: '/api/fs/batch-remove',
    tag: FS,
    summary: ['Delete files and folders', '删除文件和文件夹'],
    access: key('MOUNT_DELETE'),
    body: jsonBody(named('FsBatchRemoveInput', fsBatchRemoveInput)),
    answer: json(removed),
  },
  write(VIEW)(
    '/api/fs/archive',
    ['A zip download link for chosen files and folders', '所选文件和文件夹的 zip 下载链接'],
    jsonBody(named('FsArchiveInput', fsArchiveInput)),
    json(named('FsArchiveTicket', fsArchiveAnswer)),
  ),
  {
    method: 'get',
    path: '/api/fs/archive/:token',
    tag: FS,
    summary: ['The zip, streamed (the token is the credential)', '流式下载 zip（令牌即凭据）'],
    access: PUBLIC,
    answer: { kind: 'bytes', mediaType: 'application/zip', description: 'The zip archive' },
  },
  {
    method: 'get',
    path: '/api/p/*',
    tag: FS,
    summary: [
      'A mount file through the server (the proxy link; `sign` when the mount asks for one)',
      '经服务器读取挂载文件（代理链接；挂载点要求时带 sign）',
    ],
    access: PUBLIC,
    query: named('ProxyLinkQuery', proxyLinkQuery),
    answer: FILE_BYTES,
  },
  fsUpload(
    '/api/fs/presign',
    ['A presigned PUT URL for a mount file', '挂载文件的预签名 PUT 地址'],
    jsonBody(named('FsPresignInput', fsPresignInput)),
    json(named('FsPresignAnswer', fsPresignAnswer)),
  ),
  fsUpload(
    '/api/fs/presign/commit',
    ['Finish a presigned upload', '完成预签名上传'],
    jsonBody(named('FsPresignCommitInput', fsPresignCommitInput)),
    json(FS_ITEM, 201),
  ),
  fsUpload(
    '/api/fs/multipart/init',
    ['Start a multipart upload', '开始分片上传'],
    jsonBody(named('FsMultipartInitInput', fsMultipartInitInput)),
    json(named('FsMultipartInitAnswer', fsMultipartInitAnswer)),
  ),
  fsUpload(
    '/api/fs/multipart/list-uploads',
    ['Unfinished multipart uploads in a folder', '文件夹中未完成的分片上传'],
    jsonBody(named('FsListUploadsInput', fsListUploadsInput)),
    json(named('FsListUploadsAnswer', fsListUploadsAnswer)),
  ),
  fsUpload(
    '/api/fs/multipart/list-parts',
    ['Parts stored so far (to resume)', '已存储的分片（用于续传）'],
    multipartRef,
    json(named('ListPartsAnswer', listPartsAnswer)),
  ),
  fsUpload(
    '/api/fs/multipart/refresh-urls',
    ['Sign part URLs again', '重新签名分片地址'],
    jsonBody(named('FsRefreshUrlsInput', fsRefreshUrlsInput)),
    json(named('FsRefreshUrlsAnswer', fsRefreshUrlsAnswer)),
  ),
  fsUpload(
    '/api/fs/multipart/complete',
    ['Assemble the parts', '合并分片'],
    jsonBody(named('FsMultipartCompleteInput', fsMultipartCompleteInput)),
    json(FS_ITEM, 201),
  ),
  fsUpload(
    '/api/fs/multipart/abort',
    ['Abandon a multipart upload', '放弃分片上传'],
    multipartRef,
    json(named('FsMultipartAbortAnswer', fsMultipartAbortAnswer)),
  ),
];
