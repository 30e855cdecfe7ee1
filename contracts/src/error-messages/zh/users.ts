/** 用户账户、邀请与注册错误的中文文本（docs/ACCOUNTS.md）。 */
import type { usersEn } from '../en/users.js';

export const usersZh: Record<keyof typeof usersEn, string> = {
  'auth.accountDisabled': '此账户已被停用：请联系管理员启用',
  'auth.accountPending': '此账户正在等待管理员审批',
  'user.notFound': '账户不存在',
  'user.lastAdmin': '不能停用、降级或删除最后一个启用的管理员',
  'user.notSelf': '不能停用、降级或删除自己的账户',
  'user.moveTargetMissing': '要接收分享的账户不存在',
  'user.invitationInvalid': '此邀请链接已过期、已被使用或无效',
  'user.registrationClosed': '未开放注册：请向管理员申请账户',
  'user.usernameCharacters': '用户名不能包含空格或“:”',
  'user.passwordTooShort': '密码至少需要 {{min}} 个字符',
  'user.passwordTooLong': '密码过长',
  'user.displayNameTooLong': '显示名称最多 {{max}} 个字符',
  'user.passwordOrInvitation': '请提供密码或邀请有效时长（invitation_hours）二者之一',
  'user.moveToRequired': 'move_to 为必填项：转移分享时必须指定目标账户',
  'quota.bytes': '存储配额已用完：已存储 {{used}}，上限 {{limit}}，此文件还需 {{size}}',
  'quota.fileBytes': '此文件（{{size}}）超过了单个文件大小上限 {{limit}}',
  'quota.shares': '分享数量已达上限 {{limit}} 个：请删除一些分享后再试',
};
