/** File shares made by upload: a form, presigned PUTs, multipart, or a remote URL (docs/API.md, "Uploads"). */
import {
  commitInput,
  completeMultipartInput,
  multipartInitInput,
  multipartRefInput,
  presignInput,
  refreshUrlsInput,
  uploadFormFields,
  urlFetchInput,
  urlInfoInput,
  urlPresignInput,
  urlProxyQuery,
  urlUploadRefInput,
} from '@cloudpaste/contracts';
import {
  abortAnswer,
  listPartsAnswer,
  multipartInitAnswer,
  presignAnswer,
  refreshUrlsAnswer,
  urlCancelAnswer,
  urlFetchStatusAnswer,
  urlInfoAnswer,
} from '@cloudpaste/contracts/answers';
import { FILE_INFO } from './answers.js';
import { json, jsonBody, key, named, postsOf, type ApiOperation } from '../operation.js';

const UPLOADS = 'Uploads';
const URL_UPLOADS = 'URL uploads';
const FILE_SHARE = key('FILE_SHARE');
const presign = jsonBody(named('PresignInput', presignInput));
const commit = jsonBody(named('CommitInput', commitInput));
const multipartRef = jsonBody(named('MultipartRefInput', multipartRefInput));
const completeMultipart = jsonBody(named('CompleteMultipartInput', completeMultipartInput));
const urlPresign = jsonBody(named('UrlPresignInput', urlPresignInput));

const upload = postsOf(UPLOADS, FILE_SHARE);
const urlUpload = postsOf(URL_UPLOADS, FILE_SHARE);

const presignAnswered = named('PresignAnswer', presignAnswer);
const multipartInitAnswered = named('MultipartInitAnswer', multipartInitAnswer);
const aborted = named('AbortAnswer', abortAnswer);

const fetchStatus = named('UrlFetchStatus', urlFetchStatusAnswer);

export const uploadOperations: readonly ApiOperation[] = [
  upload(
    '/api/upload',
    ['Upload a file as a form and share it', '以表单上传文件并分享'],
    {
      kind: 'form',
      description: 'multipart/form-data: the share fields, then `file`',
      fields: named('UploadFormFields', uploadFormFields),
    },
    json(FILE_INFO, 201),
  ),
  upload(
    '/api/s3/presign',
    ['Reserve a share and get a presigned PUT URL', '预留分享并获取预签名 PUT 地址'],
    presign,
    json(presignAnswered),
  ),
  upload(
    '/api/s3/commit',
    ['Finish a presigned upload', '完成预签名上传'],
    commit,
    json(FILE_INFO, 201),
  ),
  upload(
    '/api/s3/multipart/init',
    ['Start a multipart upload with signed part URLs', '开始分片上传并获取分片签名地址'],
    jsonBody(named('MultipartInitInput', multipartInitInput)),
    json(multipartInitAnswered),
  ),
  upload(
    '/api/s3/multipart/list-parts',
    ['Parts stored so far (to resume)', '已存储的分片（用于续传）'],
    multipartRef,
    json(named('ListPartsAnswer', listPartsAnswer)),
  ),
  upload(
    '/api/s3/multipart/refresh-urls',
    ['Sign part URLs again', '重新签名分片地址'],
    jsonBody(named('RefreshUrlsInput', refreshUrlsInput)),
    json(named('RefreshUrlsAnswer', refreshUrlsAnswer)),
  ),
  upload(
    '/api/s3/multipart/complete',
    ['Assemble the parts', '合并分片'],
    completeMultipart,
    json(FILE_INFO, 201),
  ),
  upload(
    '/api/s3/multipart/abort',
    ['Abandon a multipart upload', '放弃分片上传'],
    multipartRef,
    json(aborted),
  ),
  urlUpload(
    '/api/url/info',
    ["A remote file's name, size and type", '远程文件的名称、大小和类型'],
    jsonBody(named('UrlInfoInput', urlInfoInput)),
    json(named('UrlInfo', urlInfoAnswer)),
  ),
  {
    method: 'get',
    path: '/api/url/proxy',
    tag: URL_UPLOADS,
    summary: [
      'The remote file through the server (for browsers blocked by CORS)',
      '经服务器读取远程文件（供被 CORS 拦截的浏览器使用）',
    ],
    access: FILE_SHARE,
    query: named('UrlProxyQuery', urlProxyQuery),
    answer: { kind: 'bytes', description: "The remote file's bytes, sandboxed" },
  },
  urlUpload(
    '/api/url/presign',
    ['Reserve a share for a file the browser fetched', '为浏览器抓取的文件预留分享'],
    urlPresign,
    json(presignAnswered),
  ),
  urlUpload('/api/url/commit', ['Finish that upload', '完成该上传'], commit, json(FILE_INFO, 201)),
  urlUpload(
    '/api/url/multipart/init',
    ['Start it as a multipart upload', '以分片上传方式开始'],
    urlPresign,
    json(multipartInitAnswered),
  ),
  urlUpload(
    '/api/url/multipart/complete',
    ['Assemble its parts', '合并其分片'],
    completeMultipart,
    json(FILE_INFO, 201),
  ),
  urlUpload('/api/url/multipart/abort', ['Abandon it', '放弃该上传'], multipartRef, json(aborted)),
  urlUpload(
    '/api/url/fetch',
    ['Have the server fetch the URL in the background', '让服务器在后台抓取该地址'],
    jsonBody(named('UrlFetchInput', urlFetchInput)),
    json(fetchStatus, 202),
  ),
  {
    method: 'get',
    path: '/api/url/fetch/:file_id',
    tag: URL_UPLOADS,
    summary: ["A background fetch's progress", '后台抓取的进度'],
    access: FILE_SHARE,
    answer: json(fetchStatus),
  },
  urlUpload(
    '/api/url/cancel',
    ['Cancel a background fetch', '取消后台抓取'],
    jsonBody(named('UrlUploadRefInput', urlUploadRefInput)),
    json(named('UrlCancelAnswer', urlCancelAnswer)),
  ),
];
