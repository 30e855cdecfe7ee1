/** 文件夹分享错误的中文文本（docs/FOLDER-SHARES.md）。 */
export const folderSharesZh = {
  'folderShare.notFound': '未找到该文件夹分享',
  'folderShare.expired': '此文件夹分享已过期',
  'folderShare.usedUp': '此文件夹分享已达到下载次数上限',
  'folderShare.revoked': '此文件夹分享已被所有者撤销',
  'folderShare.notFolder': '{{path}} 不是文件夹：请用“分享”分享单个文件',
  'folderShare.nameNotFound': '此文件夹中没有 {{name}}',
  'folderShare.outside': '该路径不属于此分享',
  'folderShare.uploadsOff': '此文件夹分享不接受上传',
  'folderShare.ticketRequired': '请先输入密码打开此分享',
  'folderShare.nameTooLong': '名称过长',
  'folderShare.nameInvalid': '名称必须是该文件夹中的一个条目',
  'folderShare.ownerGone': '此文件夹分享的所有者已无权再分享它',
} as const;
