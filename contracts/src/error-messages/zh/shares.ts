/** Chinese texts of text and file share errors (keys: en/shares.ts). */
import type { sharesEn } from '../en/shares.js';

export const sharesZh = {
  'share.slugTaken': '链接后缀已被占用',
  'share.wrongPassword': '密码错误',
  'share.passwordRequired': '需要密码',
  'slug.tooLong': '链接后缀最多 {{max}} 个字符',
  'slug.chars': '链接后缀只能包含字母、数字、连字符和下划线',
  'slug.reserved': '链接后缀是系统保留词',
  'paste.notFound': '未找到该分享',
  'paste.expired': '此分享已过期或已达到查看次数上限',
  'paste.tooLarge': '内容大小为 {{size}}，超过了 {{limit}} 的上限',
  'paste.contentEmpty': '内容不能为空',
  'paste.format': 'format 必须是 markdown 或 text',
  'file.notFound': '未找到该文件',
  'file.expired': '此文件分享已过期',
  'file.usedUp': '此文件分享已达到查看次数上限',
  'file.missingInStorage': '存储中已找不到该文件',
  'file.noLongerAvailable': '此文件已不可用',
  'file.objectNotDeleted': '无法删除存储中的文件：{{detail}}',
  'file.changedInStorage': '分享后，存储中的文件已被修改',
  'file.previewProvider': '不支持的预览服务',
  'file.deleteMode': 'delete_mode 必须是 both 或 record_only',
  'file.nameInvalid': 'filename 不是有效的文件名',
  'file.nameControlChars': 'filename 不能包含控制字符',
  'file.subpathChars': 'path 不能包含反斜杠或控制字符',
  'file.subpathDots': 'path 不能包含 . 或 .. 路径段',
} satisfies Record<keyof typeof sharesEn, string>;
