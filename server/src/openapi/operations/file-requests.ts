/** File requests: the owner's routes and a visitor's (docs/API.md, "File requests"). */
import {
  createFileRequestInput,
  fileRequestUploadQuery,
  updateFileRequestInput,
  verifyFileRequestInput,
} from '@cloudpaste/contracts';
import {
  fileRequestAnswer,
  fileRequestFileAnswer,
  fileRequestReceiptAnswer,
  fileRequestTicketAnswer,
  fileRequestWebhookSecretAnswer,
  publicFileRequestAnswer,
} from '@cloudpaste/contracts/answers';
import { z } from 'zod';
import { PUBLIC, json, jsonBody, key, named, type ApiOperation } from '../operation.js';

const TAG = 'File requests';
// Either: a folder target needs MOUNT_VIEW and MOUNT_UPLOAD, file shares FILE_SHARE.
const OWNER = key('MOUNT_UPLOAD', 'FILE_SHARE');
const ONE = named('FileRequest', fileRequestAnswer);
const SECRET = named('FileRequestWebhookSecret', fileRequestWebhookSecretAnswer);

export const fileRequestOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/api/file-requests',
    tag: TAG,
    summary: [
      'Make an upload-only link into a folder the caller may upload into',
      '创建一个只能上传的链接，指向调用者可上传的文件夹',
    ],
    access: OWNER,
    body: jsonBody(named('CreateFileRequestInput', createFileRequestInput)),
    answer: json(ONE, 201),
  },
  {
    method: 'get',
    path: '/api/file-requests',
    tag: TAG,
    summary: [
      'The caller’s file requests with what arrived (the admin’s: all)',
      '调用者的文件收集请求及收到的文件数（管理员：全部）',
    ],
    access: OWNER,
    answer: json(named('FileRequestList', z.array(fileRequestAnswer))),
  },
  {
    method: 'put',
    path: '/api/file-requests/:id',
    tag: TAG,
    summary: ['Change a file request: only what is sent', '修改文件收集请求：只改发送的字段'],
    access: OWNER,
    body: jsonBody(named('UpdateFileRequestInput', updateFileRequestInput)),
    answer: json(ONE),
  },
  {
    method: 'delete',
    path: '/api/file-requests/:id',
    tag: TAG,
    summary: [
      'Delete a file request (the files it received stay)',
      '删除文件收集请求（已收到的文件保留）',
    ],
    access: OWNER,
  },
  {
    method: 'get',
    path: '/api/file-requests/:id/files',
    tag: TAG,
    summary: [
      'The files a request received, newest first; marks them seen',
      '请求收到的文件，最新在前；并标记为已查看',
    ],
    access: OWNER,
    answer: json(named('FileRequestFileList', z.array(fileRequestFileAnswer))),
  },
  {
    method: 'get',
    path: '/api/file-requests/:id/webhook-secret',
    tag: TAG,
    summary: [
      'The secret that signs the request’s webhook deliveries (its owner only)',
      '签名该请求 Webhook 投递的密钥（仅所有者可见）',
    ],
    access: OWNER,
    answer: json(SECRET),
  },
  {
    method: 'post',
    path: '/api/file-requests/:id/webhook-secret',
    tag: TAG,
    summary: [
      'Replace the webhook signing secret; the next delivery is signed with the new one',
      '更换 Webhook 签名密钥；之后的投递使用新密钥签名',
    ],
    access: OWNER,
    answer: json(SECRET),
  },
  {
    method: 'get',
    path: '/api/public/requests/:slug',
    tag: TAG,
    summary: ['A file request as its visitor sees it', '访客看到的文件收集请求'],
    access: PUBLIC,
    answer: json(named('PublicFileRequest', publicFileRequestAnswer)),
  },
  {
    method: 'post',
    path: '/api/public/requests/:slug/verify',
    tag: TAG,
    summary: ['Check the password; answers a ticket for uploads', '校验密码；返回用于上传的票据'],
    access: PUBLIC,
    body: jsonBody(named('VerifyFileRequestInput', verifyFileRequestInput)),
    answer: json(named('FileRequestTicket', fileRequestTicketAnswer)),
  },
  {
    method: 'put',
    path: '/api/public/requests/:slug/files',
    tag: TAG,
    summary: [
      'Upload one file: the body is the file, with its Content-Length',
      '上传一个文件：请求体即文件，须带 Content-Length',
    ],
    access: PUBLIC,
    query: named('FileRequestUploadQuery', fileRequestUploadQuery),
    body: { kind: 'bytes', description: 'The file’s bytes; Content-Type is its type' },
    answer: json(named('FileRequestReceipt', fileRequestReceiptAnswer), 201),
  },
];
