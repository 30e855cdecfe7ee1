/** Chinese texts of single sign-on errors (keys: en/oidc.ts). */
import type { oidcEn } from '../en/oidc.js';

export const oidcZh = {
  'oidc.disabled': '未启用单点登录',
  'oidc.notConfigured': '单点登录尚未配置完整：需要颁发者、客户端 ID 和公开地址',
  'oidc.stateInvalid': '此次登录不是从这里发起的、已过期或已被使用：请重新开始',
  'oidc.providerUnreachable': '无法连接身份提供方：请稍后再试',
  'oidc.providerRefused': '身份提供方拒绝了此次登录',
  'oidc.codeRejected': '身份提供方拒绝了登录代码（已被使用或已过期）：请重新开始',
  'oidc.tokenInvalid': '无法验证身份提供方的应答（ID 令牌已过期或无效）：请重新开始',
  'oidc.noAccount': '此身份没有关联的账户，且未开启自动创建账户：请联系管理员',
  'oidc.usernameMissing': '身份提供方没有提供可用的用户名',
  'oidc.usernameTaken': '已有同名账户：请先用其密码登录，再在“账户”页面关联单点登录',
  'oidc.alreadyLinked': '此身份已关联到另一个账户',
  'oidc.identityNotFound': '关联的身份不存在',
  'oidc.insecureIssuer': '颁发者必须使用 https（仅本机上的身份提供方可用 http）',
  'oidc.originInvalid': 'public_origin 必须是一个源，例如 https://paste.example.com',
  'oidc.scopesOpenid': 'scopes 必须包含 openid',
} satisfies Record<keyof typeof oidcEn, string>;
