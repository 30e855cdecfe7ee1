/** The WebDAV storage driver as the server lists it (docs/STORAGE-DRIVERS.md). */
import { storageFieldSchemas as f } from '@cloudpaste/contracts';
import { z } from 'zod';
import { defineDriver } from '../../driver-definition.js';
import { rootOf } from './webdav-client.js';
import { WebDavDriver } from './webdav.driver.js';

const WEBDAV_PROVIDER = 'WebDAV';

const config = z.object({
  url: z
    .string({ error: 'url must be text' })
    .trim()
    .max(2048, 'url is too long')
    .refine((value) => /^https?:\/\/[^/]/i.test(value) && URL.canParse(value), {
      message: 'url must be an http:// or https:// address',
    }),
  /** A folder below the address: '' or `a/b`, no `.` or `..` parts (stored without slashes around). */
  base_path: z
    .string({ error: 'base_path must be text' })
    .trim()
    .max(1024, 'base_path is too long')
    .default('')
    .transform((value, ctx) => {
      const segments = value.split('/').filter((segment) => segment !== '');
      if (segments.some((s) => s === '.' || s === '..' || s.includes('\\') || s.includes('\0'))) {
        ctx.addIssue({ code: 'custom', message: 'base_path must not have . or .. parts' });
        return z.NEVER;
      }
      return segments.join('/');
    }),
  username: f.credential('username').default(''),
  password: f.credential('password').default(''),
});
type WebDavConfig = z.infer<typeof config>;

const originOf = (url: string) => new URL(url).origin;

export const webDavDefinition = defineDriver<WebDavConfig>({
  type: 'WEBDAV',
  label: { 'en-US': 'WebDAV', 'zh-CN': 'WebDAV' },
  providers: [
    {
      id: WEBDAV_PROVIDER,
      label: {
        'en-US': 'WebDAV server (Nextcloud, NAS, Apache …)',
        'zh-CN': 'WebDAV 服务器（Nextcloud、NAS、Apache …）',
      },
    },
  ],
  config,
  secrets: ['password'],
  form: [
    {
      key: 'url',
      kind: 'url',
      required: true,
      wide: true,
      label: { 'en-US': 'WebDAV address', 'zh-CN': 'WebDAV 地址' },
      hint: {
        'en-US': "The server's WebDAV address, for example {{example}}",
        'zh-CN': '服务器的 WebDAV 地址，例如 {{example}}',
      },
      placeholders: { [WEBDAV_PROVIDER]: 'https://cloud.example.com/remote.php/dav/files/alice/' },
    },
    {
      key: 'base_path',
      kind: 'text',
      required: false,
      label: { 'en-US': 'Base path', 'zh-CN': '根路径' },
      hint: {
        'en-US':
          'A folder below that address to keep the files in, such as CloudPaste/files; empty for the address itself. It is created when needed.',
        'zh-CN':
          '文件存放在该地址下的哪个文件夹，例如 CloudPaste/files；留空则使用地址本身。需要时会自动创建。',
      },
    },
    {
      key: 'username',
      kind: 'text',
      required: false,
      label: { 'en-US': 'Username', 'zh-CN': '用户名' },
    },
    {
      key: 'password',
      kind: 'secret',
      required: false,
      label: { 'en-US': 'Password', 'zh-CN': '密码' },
      hint: {
        'en-US': 'Sent with HTTP basic authentication; an app password on Nextcloud.',
        'zh-CN': '通过 HTTP 基本认证发送；Nextcloud 上请使用应用密码。',
      },
    },
  ],
  // Clients never hold the server's credentials: their links are app URLs this server serves.
  capabilities: {
    presign: true,
    appSignedUrls: true,
    multipart: true,
    serverSideCopy: true,
    ranges: true,
    customHost: false,
  },
  problem: () => null,
  create: (c, context) =>
    new WebDavDriver(
      {
        configId: context.configId,
        url: c.url,
        basePath: c.base_path,
        username: c.username,
        password: c.password,
      },
      context,
    ),
  objectRoot: (c) => `webdav:${originOf(c.url)}${rootOf(new URL(c.url), c.base_path).rootPath}`,
});
