/** Chinese texts of file request errors (keys: en/file-requests.ts). */
import type { fileRequestsEn } from '../en/file-requests.js';

export const fileRequestsZh = {
  'fileRequest.notFound': '文件收集请求不存在',
  'fileRequest.disabled': '此文件收集请求已关闭',
  'fileRequest.expired': '此文件收集请求已过期',
  'fileRequest.ownerGone': '此文件收集请求的所有者已无权上传到其文件夹',
  'fileRequest.notFolder': '{{path}} 不是文件夹',
  'fileRequest.tooLarge': '此文件超过了本请求每个文件 {{max}} 的上限',
  'fileRequest.totalFull': '本请求总共接收 {{max}}：只剩 {{left}}',
  'fileRequest.countFull': '本请求最多接收 {{max}} 个文件，已经收满',
  'fileRequest.typeRefused': '本请求不接收 {{name}} 这种类型（只接收 {{types}}）',
  'fileRequest.lengthRequired': '发送文件时须带上 Content-Length',
  'fileRequest.sizeMismatch': '发送的文件大小与声明的不符',
  'fileRequest.pathRequired': '请指定文件要保存到的文件夹',
  'fileRequest.sharesRefused': '只有可以创建文件分享的账户才能把收到的文件保存为分享',
  'fileRequest.folderRefused': '把文件收集到文件夹需要查看和上传挂载的权限',
  'fileRequest.webhookRefused': 'Webhook 地址必须是公网的 http(s) 地址',
  'fileRequest.noteTooLong': '说明文字太长',
  'fileRequest.webhookTooLong': 'Webhook 地址太长',
} satisfies Record<keyof typeof fileRequestsEn, string>;
