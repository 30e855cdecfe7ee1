/** Mounts, storage configurations and local storage's signed links (docs/API.md, "Mounts", "Storage"). */
import {
  createMountInput,
  createStorageConfigInput,
  storageTypesResponse,
  testStorageConfigInput,
  updateMountInput,
  updateStorageConfigInput,
} from '@cloudpaste/contracts';
import {
  mountAnswer,
  mountListAnswer,
  storageConfigAnswer,
  storageConfigReferencesAnswer,
  storageConfigsAnswer,
  storageConfigSummaryAnswer,
  storageTestAnswer,
  nothingAnswer,
  storedEtagAnswer,
} from '@cloudpaste/contracts/answers';
import { z } from 'zod';
import { ADMIN, PUBLIC, json, jsonBody, key, named, type ApiOperation } from '../operation.js';

const MOUNTS = 'Mounts';
const STORAGE = 'Storage';
const MOUNT_USER = key('MOUNT_VIEW', 'MOUNT_UPLOAD', 'MOUNT_COPY', 'MOUNT_RENAME', 'MOUNT_DELETE');
const READER = key('FILE_SHARE', 'MOUNT_VIEW');

const mount = named('Mount', mountAnswer);
const mountList = named('MountList', mountListAnswer);
const storageConfig = named('StorageConfig', storageConfigAnswer);

const nothing = named('Nothing', nothingAnswer);

export const storageOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/admin/mounts',
    tag: MOUNTS,
    summary: ['List mounts', '列出挂载点'],
    access: ADMIN,
    answer: json(mountList),
  },
  {
    method: 'post',
    path: '/api/admin/mounts',
    tag: MOUNTS,
    summary: ['Create a mount', '创建挂载点'],
    access: ADMIN,
    body: jsonBody(named('CreateMountInput', createMountInput)),
    answer: json(mount, 201),
  },
  {
    method: 'get',
    path: '/api/admin/mounts/:id',
    tag: MOUNTS,
    summary: ['One mount', '单个挂载点'],
    access: ADMIN,
    answer: json(mount),
  },
  {
    method: 'put',
    path: '/api/admin/mounts/:id',
    tag: MOUNTS,
    summary: ['Change a mount', '修改挂载点'],
    access: ADMIN,
    body: jsonBody(named('UpdateMountInput', updateMountInput)),
    answer: json(mount),
  },
  {
    method: 'delete',
    path: '/api/admin/mounts/:id',
    tag: MOUNTS,
    summary: ['Delete a mount', '删除挂载点'],
    access: ADMIN,
    answer: json(nothing),
  },
  {
    method: 'get',
    path: '/api/user/mounts',
    tag: MOUNTS,
    summary: ["The mounts an API key's path reaches", 'API 密钥路径可达的挂载点'],
    access: MOUNT_USER,
    answer: json(mountList),
  },
  {
    method: 'get',
    path: '/api/user/mounts/:id',
    tag: MOUNTS,
    summary: ['One of those mounts', '其中一个挂载点'],
    access: MOUNT_USER,
    answer: json(mount),
  },
  {
    method: 'get',
    path: '/api/admin/storage-types',
    tag: STORAGE,
    summary: ['Storage drivers and their settings', '存储驱动及其设置项'],
    access: ADMIN,
    answer: json(named('StorageTypes', storageTypesResponse)),
  },
  {
    method: 'get',
    path: '/api/s3-configs',
    tag: STORAGE,
    summary: [
      'List storage configurations (a key: the public ones)',
      '列出存储配置（密钥：公开的）',
    ],
    access: READER,
    answer: json(named('StorageConfigs', storageConfigsAnswer)),
  },
  {
    method: 'post',
    path: '/api/s3-configs',
    tag: STORAGE,
    summary: ['Create a storage configuration', '创建存储配置'],
    access: ADMIN,
    body: jsonBody(named('CreateStorageConfigInput', createStorageConfigInput)),
    answer: json(storageConfig, 201),
  },
  {
    method: 'get',
    path: '/api/s3-configs/:id',
    tag: STORAGE,
    summary: ['One storage configuration', '单个存储配置'],
    access: READER,
    answer: json(
      named('StorageConfigOrSummary', z.union([storageConfigAnswer, storageConfigSummaryAnswer])),
    ),
  },
  {
    method: 'put',
    path: '/api/s3-configs/:id',
    tag: STORAGE,
    summary: ['Change a storage configuration', '修改存储配置'],
    access: ADMIN,
    body: jsonBody(named('UpdateStorageConfigInput', updateStorageConfigInput)),
    answer: json(storageConfig),
  },
  {
    method: 'get',
    path: '/api/s3-configs/:id/references',
    tag: STORAGE,
    summary: ['Mounts and shares that use it', '使用它的挂载点和分享'],
    access: ADMIN,
    answer: json(named('StorageConfigReferences', storageConfigReferencesAnswer)),
  },
  {
    method: 'delete',
    path: '/api/s3-configs/:id',
    tag: STORAGE,
    summary: ['Delete a storage configuration', '删除存储配置'],
    access: ADMIN,
    answer: json(nothing),
  },
  {
    method: 'put',
    path: '/api/s3-configs/:id/set-default',
    tag: STORAGE,
    summary: ['Make it the default', '设为默认'],
    access: ADMIN,
    answer: json(storageConfig),
  },
  {
    method: 'post',
    path: '/api/s3-configs/:id/test',
    tag: STORAGE,
    summary: ['Test reading, writing, presigning and CORS', '测试读、写、预签名和 CORS'],
    access: ADMIN,
    body: jsonBody(named('TestStorageConfigInput', testStorageConfigInput)),
    answer: json(named('StorageTestReport', storageTestAnswer)),
  },
  {
    method: 'put',
    path: '/api/storage/local/:token',
    tag: STORAGE,
    summary: [
      "Upload to local storage through a signed URL (local storage's presign)",
      '通过签名地址上传到本地存储（本地存储的预签名）',
    ],
    access: PUBLIC,
    body: { kind: 'bytes', description: "The file's bytes" },
    answer: json(named('StoredEtag', storedEtagAnswer)),
  },
  {
    method: 'get',
    path: '/api/storage/local/:token',
    tag: STORAGE,
    summary: ['Read a local storage file through a signed URL', '通过签名地址读取本地存储的文件'],
    access: PUBLIC,
    answer: { kind: 'bytes', description: "The file's bytes (Range answers 206)" },
  },
];
