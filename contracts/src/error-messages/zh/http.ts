/** Chinese texts of the errors any route can answer (keys: en/http.ts). */
import type { httpEn } from '../en/http.js';

export const httpZh = {
  'http.notFound': '未找到',
  'http.apiNotFound': 'API 接口不存在',
  'http.bodyTooLarge': '请求体过大',
  'http.invalidJson': '请求体必须是有效的 JSON',
  'http.bodyNotObject': '请求体必须是 JSON 对象',
  'http.requestFailed': '请求失败',
  'http.failed': '请求失败：{{detail}}',
  'http.internal': '服务器内部错误',
  'http.databaseUnavailable': '暂时无法连接数据库，请稍后重试',
  'http.shuttingDown': '此服务器正在关闭，请稍后重试',
  'http.upgradeFailed':
    '数据库升级在 {{migration}} 失败：{{detail}}；数据库保持在 {{schemaAt}}，未作任何改动。在管理员修复升级之前，此服务器不处理任何请求（详情见服务器日志）',
  'http.databaseNewer':
    '此数据库已被比当前版本更新的 CloudPaste 升级到 {{schemaAt}}（{{detail}}）；请启动该版本或更新的版本。数据库未作任何改动',
  'http.tooManyAttempts': '尝试次数过多，请在 {{seconds}} 秒后重试',
  'http.preconditionFailed': '前置条件不满足',
  'http.rangeNotSatisfiable': '请求的范围无法满足',
  'http.contentLengthRequired': '缺少 Content-Length',
  'http.contentLengthInvalid': 'Content-Length 必须是字节数',
  'http.unauthorized': '未授权，请先登录',
  'http.forbidden': '禁止访问',
  'http.insufficientPermissions': '权限不足',
  'http.adminRequired': '需要管理员权限',
  'http.pathOutsideBase': '您只能访问 {{base}} 及其子目录',
  'link.expired': '此链接已过期',
  'link.invalid': '此链接无效',
  'storage.failed': '存储服务出错：{{detail}}',
  'storage.unavailable': '暂时无法连接存储服务，请稍后重试（{{detail}}）',
  'storage.full': '存储空间已满，没有空间保存此文件',
  'storage.objectNotFound': '存储中找不到该对象：{{detail}}',
  'storage.invalidKey': '存储不接受此路径：{{detail}}',
  'storage.rangeInvalid': '请求的范围无效：{{detail}}',
  'validation.invalid': '输入无效：{{detail}}',
  'validation.invalidInput': '输入无效',
} satisfies Record<keyof typeof httpEn, string>;
