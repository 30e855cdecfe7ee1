/** Chinese texts of session and two-factor sign-in errors (keys: en/two-factor.ts). */
import type { twoFactorEn } from '../en/two-factor.js';

export const twoFactorZh = {
  'twoFactor.codeWrong': '验证码错误或已被使用',
  'twoFactor.challengeInvalid': '本次登录已过期：请重新输入用户名和密码',
  'twoFactor.alreadyOn': '两步验证已开启：请先关闭',
  'twoFactor.notEnrolling': '请先开始设置：没有等待验证码的密钥',
  'twoFactor.notOn': '两步验证未开启',
  'twoFactor.proofWrong': '密码或验证码错误',
  'twoFactor.proofRequired': '请填写密码或验证码',
  'session.notFound': '未找到该会话',
} satisfies Record<keyof typeof twoFactorEn, string>;
