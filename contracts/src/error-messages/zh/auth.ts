/** Chinese texts of sign-in, account and API key errors (keys: en/auth.ts). */
import type { authEn } from '../en/auth.js';

export const authZh = {
  'auth.sessionExpired': '管理员会话已过期，请重新登录',
  'auth.apiKeyInvalid': 'API 密钥无效或已过期',
  'auth.apiKeyRequired': '需要 API 密钥',
  'auth.invalidCredentials': '用户名或密码错误',
  'auth.currentPasswordWrong': '当前密码不正确',
  'auth.usernameTaken': '该用户名已被使用',
  'auth.webdavCredentials': 'WebDAV 凭据无效',
  'audit.linkExpired': '该审计日志导出链接已过期或无效：请在审计日志页面重新导出',
  'auth.newPasswordOrUsername': 'newPassword 或 newUsername 至少需要填写一项',
  'auth.samePassword': '新密码不能与当前密码相同',
  'auth.newPasswordTooShort': '新密码至少需要 {{min}} 个字符',
  'auth.newPasswordTooLong': '新密码过长',
  'apiKey.nameTaken': '名为“{{name}}”的 API 密钥已存在',
  'apiKey.valueTaken': '已存在相同值的 API 密钥',
  'apiKey.notFound': '未找到该 API 密钥',
  'apiKey.exceedsOwner': 'API 密钥不能拥有其所有者没有的权限，也不能访问所有者无法访问的路径',
  'apiKey.roleFormat': 'role 只能包含大写字母、数字或下划线',
  'apiKey.permissionsInteger': 'permissions 必须是非负整数',
  'apiKey.permissionsUnknown': 'permissions 含有未知的权限位',
  'apiKey.basicPathInvalid': 'basic_path 不是有效的路径',
  'apiKey.isGuestFlag': 'is_guest 必须是 1 或 0',
  'apiKey.customKeyCharacters': 'custom_key 只能包含字母、数字、“.”、“_”和“-”',
  'apiKey.customKeyGuessable':
    'custom_key 太容易被猜到：至少使用 {{distinct}} 个不同的字符，且不要是重复的片段或 abcd 这样的连续序列',
} satisfies Record<keyof typeof authEn, string>;
