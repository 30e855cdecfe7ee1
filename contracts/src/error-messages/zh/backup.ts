/** Chinese texts of backup, restore and database copy errors (keys: en/backup.ts). */
import type { backupEn } from '../en/backup.js';

export const backupZh = {
  'backup.notBackup': '该文件不是 CloudPaste 备份',
  'backup.newerFormat': '该备份由更新版本的 CloudPaste 以格式 {{version}} 写成，请先升级本实例',
  'backup.newerSchema': '该备份来自更新的版本（架构 {{schema}}），请先升级本实例',
  'backup.olderSchema':
    '该备份来自较旧的版本（架构 {{schema}}；本实例为 {{current}}）：请用 npm run restore 恢复到一个新的空数据库，恢复时会自动升级',
  'backup.otherSecret':
    '该备份是在另一个服务器密钥下制作的：请把 APP_SECRET（或 DATA_DIR/secret.key）设为制作备份的实例的密钥，否则存储凭据与 API 密钥将无法使用',
  'backup.notEmpty':
    '数据库不是空的（其中已有分享、API 密钥、挂载或上传）：请恢复到空实例，或确认替换其中的全部内容',
  'backup.malformed': '备份在第 {{line}} 行损坏',
  'backup.truncated': '备份不完整（缺少最后一行）：请重新下载；未恢复任何内容',
  'backup.linkExpired': '该备份下载链接已过期或无效：请在管理面板重新下载备份',
  'backup.confirmMismatch': '请输入 {{word}} 以确认替换本实例中的全部内容',
} satisfies Record<keyof typeof backupEn, string>;
