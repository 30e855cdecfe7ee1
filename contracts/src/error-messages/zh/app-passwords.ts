/** Chinese texts of app password errors (keys: en/app-passwords.ts). */
import type { appPasswordsEn } from '../en/app-passwords.js';

export const appPasswordsZh = {
  'appPassword.notFound': '应用密码不存在',
  'appPassword.tooMany': '每个账户最多可有 {{max}} 个应用密码：请先撤销一个',
  'appPassword.outsideBase': '应用密码只能限定在 {{base}} 之内的文件夹',
} satisfies Record<keyof typeof appPasswordsEn, string>;
