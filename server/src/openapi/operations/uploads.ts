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
import { jsonBody, key, named, postsOf, type ApiOperation } from '../operation.js';

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

export const uploadOperations: readonly ApiOperation[] = [
  upload(
    '/api/upload',
    'Upload a file as a form and share it',
    {
      kind: 'form',
      description: 'multipart/form-data: the share fields, then `file`',
      fields: named('UploadFormFields', uploadFormFields),
    },
    201,
  ),
  upload('/api/s3/presign', 'Reserve a share and get a presigned PUT URL', presign),
  upload('/api/s3/commit', 'Finish a presigned upload', commit, 201),
  upload(
    '/api/s3/multipart/init',
    'Start a multipart upload with signed part URLs',
    jsonBody(named('MultipartInitInput', multipartInitInput)),
  ),
  upload('/api/s3/multipart/list-parts', 'Parts stored so far (to resume)', multipartRef),
  upload(
    '/api/s3/multipart/refresh-urls',
    'Sign part URLs again',
    jsonBody(named('RefreshUrlsInput', refreshUrlsInput)),
  ),
  upload('/api/s3/multipart/complete', 'Assemble the parts', completeMultipart, 201),
  upload('/api/s3/multipart/abort', 'Abandon a multipart upload', multipartRef),
  urlUpload(
    '/api/url/info',
    "A remote file's name, size and type",
    jsonBody(named('UrlInfoInput', urlInfoInput)),
  ),
  {
    method: 'get',
    path: '/api/url/proxy',
    tag: URL_UPLOADS,
    summary: 'The remote file through the server (for browsers blocked by CORS)',
    access: FILE_SHARE,
    query: named('UrlProxyQuery', urlProxyQuery),
    answer: { kind: 'bytes', description: "The remote file's bytes, sandboxed" },
  },
  urlUpload('/api/url/presign', 'Reserve a share for a file the browser fetched', urlPresign),
  urlUpload('/api/url/commit', 'Finish that upload', commit, 201),
  urlUpload('/api/url/multipart/init', 'Start it as a multipart upload', urlPresign),
  urlUpload('/api/url/multipart/complete', 'Assemble its parts', completeMultipart, 201),
  urlUpload('/api/url/multipart/abort', 'Abandon it', multipartRef),
  urlUpload(
    '/api/url/fetch',
    'Have the server fetch the URL in the background',
    jsonBody(named('UrlFetchInput', urlFetchInput)),
    202,
  ),
  {
    method: 'get',
    path: '/api/url/fetch/:file_id',
    tag: URL_UPLOADS,
    summary: "A background fetch's progress",
    access: FILE_SHARE,
  },
  urlUpload(
    '/api/url/cancel',
    'Cancel a background fetch',
    jsonBody(named('UrlUploadRefInput', urlUploadRefInput)),
  ),
];
