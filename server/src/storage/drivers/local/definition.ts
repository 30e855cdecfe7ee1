/** The local-folder storage driver as the server lists it (docs/STORAGE-DRIVERS.md). */
import {
  LOCAL_DIRECTORY_MESSAGES,
  LOCAL_PROVIDER,
  localDirectoryProblem,
  storageFieldSchemas,
} from '@cloudpaste/contracts';
import { z } from 'zod';
import { defineDriver, type DriverDeps } from '../../driver-definition.js';
import { LocalDriver } from './local.driver.js';
import { resolveLocalRoot } from './local-root.js';

const config = z.object({
  /** Absolute, or relative to DATA_DIR; written normalised (contracts/src/local-directory.ts). */
  root: storageFieldSchemas.bucketName.superRefine((root, ctx) => {
    const problem = localDirectoryProblem(root);
    if (problem) ctx.addIssue({ code: 'custom', message: LOCAL_DIRECTORY_MESSAGES[problem] });
  }),
});

export const localDefinition = defineDriver({
  type: 'LOCAL',
  label: { 'en-US': 'Local folder', 'zh-CN': '本地文件夹' },
  providers: [{ id: LOCAL_PROVIDER, label: { 'en-US': 'Local folder', 'zh-CN': '本地文件夹' } }],
  config,
  secrets: [],
  form: [
    {
      key: 'root',
      apiField: 'bucket_name',
      kind: 'directory',
      required: true,
      wide: true,
      label: { 'en-US': 'Directory', 'zh-CN': '目录' },
      hint: {
        'en-US':
          'An absolute path such as /srv/cloudpaste, or a relative one, which lies inside the data directory (storage/team). No . or .. parts, double or trailing slashes. It is created when needed.',
        'zh-CN':
          '绝对路径（如 /srv/cloudpaste），或相对路径（位于数据目录之内，如 storage/team）。不能包含 . 或 .. 部分、连续斜杠或末尾斜杠。需要时会自动创建。',
      },
    },
  ],
  capabilities: {
    presign: true,
    appSignedUrls: true,
    multipart: true,
    serverSideCopy: true,
    ranges: true,
    customHost: false,
  },
  problem: () => null,
  create: ({ root }, context) =>
    new LocalDriver(
      { configId: context.configId, root: resolveLocalRoot(context.dataDir, root) },
      context,
    ),
  objectRoot: ({ root }, context) =>
    `local:${resolveLocalRoot(context.dataDir, root).replace(/\/+$/, '')}/`,
});

/** A local driver over an absolute directory of the server's own (the upload spool, tests). */
export const localDriverAt = (configId: string, root: string, deps: DriverDeps): LocalDriver =>
  new LocalDriver({ configId, root }, deps);
