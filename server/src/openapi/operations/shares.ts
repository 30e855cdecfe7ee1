/** Text shares and file shares: reading them, and managing one's own (docs/API.md, "Pastes", "Files"). */
import {
  batchDeleteFilesInput,
  batchDeleteInput,
  createPasteInput,
  fileAccessQuery,
  listFilesQuery,
  listPastesQuery,
  officePreviewQuery,
  rawPasteQuery,
  updateFileInput,
  updatePasteInput,
  verifyFilePasswordInput,
  verifyPasswordInput,
} from '@cloudpaste/contracts';
import {
  batchDeleteFilesAnswer,
  createdPasteAnswer,
  fileListAnswer,
  fileRecordAnswer,
  officePreviewAnswer,
  pasteListAnswer,
  pasteRecordAnswer,
  pasteViewAnswer,
  deletedAnswer,
  pasteUpdatedAnswer,
} from '@cloudpaste/contracts/answers';
import { FILE_INFO } from './answers.js';
import {
  ADMIN,
  FILE_BYTES,
  PUBLIC,
  json,
  jsonBody,
  key,
  named,
  type Answer,
  type ApiOperation,
} from '../operation.js';

/** A file share's bytes: an end-to-end encrypted share's are ciphertext (docs/ENCRYPTION.md). */
const SHARE_FILE_BYTES: Answer = {
  kind: 'bytes',
  description: `${FILE_BYTES.kind === 'bytes' ? FILE_BYTES.description : ''}; an end-to-end encrypted share's are its sealed stream, served as an attachment with the CloudPaste-Encryption header`,
};

const PASTES = 'Text shares';
const FILES = 'File shares';
const TEXT = key('TEXT');
const FILE_SHARE = key('FILE_SHARE');
const accessQuery = named('FileAccessQuery', fileAccessQuery);

const pasteView = named('PasteView', pasteViewAnswer);
const fileRecord = named('FileRecord', fileRecordAnswer);

const deleted = named('Deleted', deletedAnswer);

export const shareOperations: readonly ApiOperation[] = [
  {
    method: 'post',
    path: '/api/paste',
    tag: PASTES,
    summary: ['Create a text share', '创建文本分享'],
    access: TEXT,
    body: jsonBody(named('CreatePasteInput', createPasteInput)),
    answer: json(named('CreatedPaste', createdPasteAnswer), 201),
  },
  {
    method: 'get',
    path: '/api/paste/:slug',
    tag: PASTES,
    summary: ['Read a text share (counts a view)', '读取文本分享（计一次查看）'],
    access: PUBLIC,
    answer: json(pasteView),
  },
  {
    method: 'post',
    path: '/api/paste/:slug',
    tag: PASTES,
    summary: ['Read a password-protected text share', '读取有密码的文本分享'],
    access: PUBLIC,
    body: jsonBody(named('VerifyPasswordInput', verifyPasswordInput)),
    answer: json(pasteView),
  },
  {
    method: 'get',
    path: '/api/raw/:slug',
    tag: PASTES,
    summary: ["A text share's content as plain text", '文本分享的纯文本内容'],
    access: PUBLIC,
    query: named('RawPasteQuery', rawPasteQuery),
    answer: {
      kind: 'bytes',
      mediaType: 'text/plain',
      description:
        'The content; for an end-to-end encrypted share, ciphertext (base64), said by the CloudPaste-Encryption header',
    },
  },
  {
    method: 'get',
    path: '/api/pastes',
    tag: PASTES,
    summary: [
      'List text shares (the admin: all; a key: its own)',
      '列出文本分享（管理员：全部；密钥：自己的）',
    ],
    access: TEXT,
    query: named('ListPastesQuery', listPastesQuery),
    answer: json(named('PasteList', pasteListAnswer)),
  },
  {
    method: 'delete',
    path: '/api/pastes/batch-delete',
    tag: PASTES,
    summary: ['Delete several text shares', '批量删除文本分享'],
    access: TEXT,
    body: jsonBody(named('BatchDeleteInput', batchDeleteInput)),
    answer: json(deleted),
  },
  {
    method: 'post',
    path: '/api/pastes/clear-expired',
    tag: PASTES,
    summary: ["Delete one's expired text shares", '删除自己已过期的文本分享'],
    access: TEXT,
    answer: json(deleted),
  },
  {
    method: 'get',
    path: '/api/pastes/:id',
    tag: PASTES,
    summary: ['One text share with its content', '单个文本分享及其内容'],
    access: TEXT,
    answer: json(named('PasteRecord', pasteRecordAnswer)),
  },
  {
    method: 'put',
    path: '/api/pastes/:id',
    tag: PASTES,
    summary: ['Change a text share', '修改文本分享'],
    access: TEXT,
    body: jsonBody(named('UpdatePasteInput', updatePasteInput)),
    answer: json(named('PasteUpdated', pasteUpdatedAnswer)),
  },
  {
    method: 'post',
    path: '/api/admin/pastes/clear-expired',
    tag: PASTES,
    summary: ['Delete every expired text share', '删除所有已过期的文本分享'],
    access: ADMIN,
    answer: json(deleted),
  },
  {
    method: 'get',
    path: '/api/public/files/:slug',
    tag: FILES,
    summary: ["A file share's public information", '文件分享的公开信息'],
    access: PUBLIC,
    answer: json(FILE_INFO),
  },
  {
    method: 'post',
    path: '/api/public/files/:slug/verify',
    tag: FILES,
    summary: [
      "Check a file share's password; answers its information with a ticket",
      '校验文件分享密码；返回其信息和访问票据',
    ],
    access: PUBLIC,
    body: jsonBody(named('VerifyFilePasswordInput', verifyFilePasswordInput)),
    answer: json(FILE_INFO),
  },
  {
    method: 'get',
    path: '/api/file-view/:slug',
    tag: FILES,
    summary: ['The file, inline', '在浏览器中查看文件'],
    access: PUBLIC,
    query: accessQuery,
    answer: SHARE_FILE_BYTES,
  },
  {
    method: 'get',
    path: '/api/file-download/:slug',
    tag: FILES,
    summary: ['The file, as a download', '下载文件'],
    access: PUBLIC,
    query: accessQuery,
    answer: SHARE_FILE_BYTES,
  },
  {
    method: 'get',
    path: '/api/office-preview/:slug',
    tag: FILES,
    summary: ["An Office viewer's URL for the file", '文件的 Office 预览地址'],
    access: PUBLIC,
    query: named('OfficePreviewQuery', officePreviewQuery),
    answer: json(named('OfficePreviewAnswer', officePreviewAnswer)),
  },
  {
    method: 'get',
    path: '/api/files',
    tag: FILES,
    summary: [
      'List file shares (the admin: all; a key: its own)',
      '列出文件分享（管理员：全部；密钥：自己的）',
    ],
    access: FILE_SHARE,
    query: named('ListFilesQuery', listFilesQuery),
    answer: json(named('FileList', fileListAnswer)),
  },
  {
    method: 'delete',
    path: '/api/files/batch-delete',
    tag: FILES,
    summary: [
      'Delete several file shares, with or without their stored files',
      '批量删除文件分享，可选同时删除存储的文件',
    ],
    access: FILE_SHARE,
    body: jsonBody(named('BatchDeleteFilesInput', batchDeleteFilesInput)),
    answer: json(named('BatchDeleteFilesAnswer', batchDeleteFilesAnswer)),
  },
  {
    method: 'get',
    path: '/api/files/:id',
    tag: FILES,
    summary: ['One file share', '单个文件分享'],
    access: FILE_SHARE,
    answer: json(fileRecord),
  },
  {
    method: 'put',
    path: '/api/files/:id',
    tag: FILES,
    summary: ['Change a file share', '修改文件分享'],
    access: FILE_SHARE,
    body: jsonBody(named('UpdateFileInput', updateFileInput)),
    answer: json(fileRecord),
  },
];
