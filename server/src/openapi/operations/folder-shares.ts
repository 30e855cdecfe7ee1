/** Folder shares: the owner's routes and a visitor's (docs/API.md, "Folder shares"). */
import {
  createFolderShareInput,
  folderShareQuery,
  verifyFolderShareInput,
} from '@cloudpaste/contracts';
import {
  folderShareAnswer,
  folderShareListAnswer,
  folderShareTicketAnswer,
  fsListingAnswer,
  publicFolderShareAnswer,
} from '@cloudpaste/contracts/answers';
import { FS_ITEM } from './answers.js';
import { FILE_BYTES, PUBLIC, json, jsonBody, key, named, type ApiOperation } from '../operation.js';

const TAG = 'Folder shares';
const SHARE = key('MOUNT_VIEW', 'FILE_SHARE');
const SHARE_ANSWER = named('FolderShare', folderShareAnswer);
const query = named('FolderShareQuery', folderShareQuery);

export const folderShareOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/api/folder-shares',
    tag: TAG,
    summary: [
      'Share a folder, or chosen entries of it, by link',
      '通过链接分享文件夹或其中选定的条目',
    ],
    access: SHARE,
    body: jsonBody(named('CreateFolderShareInput', createFolderShareInput)),
    answer: json(SHARE_ANSWER, 201),
  },
  {
    method: 'get',
    path: '/api/folder-shares',
    tag: TAG,
    summary: [
      'The caller’s folder shares (the admin’s: all)',
      '调用者的文件夹分享（管理员：全部）',
    ],
    access: SHARE,
    answer: json(named('FolderShareList', folderShareListAnswer)),
  },
  {
    method: 'post',
    path: '/api/folder-shares/:id/revoke',
    tag: TAG,
    summary: [
      'Revoke a folder share: its link answers 410 at once',
      '撤销文件夹分享：链接立即返回 410',
    ],
    access: SHARE,
    answer: json(SHARE_ANSWER),
  },
  {
    method: 'delete',
    path: '/api/folder-shares/:id',
    tag: TAG,
    summary: ['Delete a folder share', '删除文件夹分享'],
    access: SHARE,
  },
  {
    method: 'get',
    path: '/api/public/folders/:slug',
    tag: TAG,
    summary: ['A folder share as its visitor sees it first', '访客看到的文件夹分享概要'],
    access: PUBLIC,
    answer: json(named('PublicFolderShare', publicFolderShareAnswer)),
  },
  {
    method: 'post',
    path: '/api/public/folders/:slug/verify',
    tag: TAG,
    summary: [
      'Check the password; answers a ticket for the reads',
      '校验密码；返回用于后续读取的票据',
    ],
    access: PUBLIC,
    body: jsonBody(named('VerifyFolderShareInput', verifyFolderShareInput)),
    answer: json(named('FolderShareTicket', folderShareTicketAnswer)),
  },
  {
    method: 'get',
    path: '/api/public/folders/:slug/list',
    tag: TAG,
    summary: ['A folder inside the share', '分享内的一个文件夹'],
    access: PUBLIC,
    query,
    answer: json(named('FolderShareListing', fsListingAnswer)),
  },
  {
    method: 'get',
    path: '/api/public/folders/:slug/view',
    tag: TAG,
    summary: ['A file inside the share, inline (not counted)', '分享内的文件，内联查看（不计次）'],
    access: PUBLIC,
    query,
    answer: FILE_BYTES,
  },
  {
    method: 'get',
    path: '/api/public/folders/:slug/download',
    tag: TAG,
    summary: ['A file inside the share, as a download (counts one)', '下载分享内的文件（计一次）'],
    access: PUBLIC,
    query,
    answer: FILE_BYTES,
  },
  {
    method: 'get',
    path: '/api/public/folders/:slug/zip',
    tag: TAG,
    summary: [
      'The share or a folder in it as a streamed zip (counts one)',
      '以流式 zip 下载分享或其中的文件夹（计一次）',
    ],
    access: PUBLIC,
    query,
    answer: { kind: 'bytes', mediaType: 'application/zip', description: 'The zip archive' },
  },
  {
    method: 'post',
    path: '/api/public/folders/:slug/upload',
    tag: TAG,
    summary: ['Upload a file into the share, when it takes uploads', '向允许上传的分享上传文件'],
    access: PUBLIC,
    query,
    body: { kind: 'form', description: 'multipart/form-data with one `file` part' },
    answer: json(FS_ITEM, 201),
  },
];
