/** Single sign-on with OpenID Connect (docs/API.md, "Single sign-on"; docs/ACCOUNTS.md). */
import { oidcSettingsInput } from '@cloudpaste/contracts';
import {
  loginAnswer,
  oidcIdentityAnswer,
  oidcLinkStartAnswer,
  oidcLoginStateAnswer,
  oidcSettingsAnswer,
} from '@cloudpaste/contracts/answers';
import { z } from 'zod';
import { ACCOUNT, ADMIN, json, jsonBody, named, PUBLIC, type ApiOperation } from '../operation.js';

const TAG = 'Single sign-on';
const settings = json(named('OidcSettings', oidcSettingsAnswer));

export const oidcOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/auth/oidc',
    tag: TAG,
    summary: [
      'Whether the login page offers single sign-on, and its label',
      '登录页是否提供单点登录及其按钮文字',
    ],
    access: PUBLIC,
    answer: json(named('OidcLoginState', oidcLoginStateAnswer)),
  },
  {
    method: 'get',
    path: '/api/auth/oidc/start',
    tag: TAG,
    summary: ['Start a sign-in at the identity provider', '在身份提供方开始登录'],
    access: PUBLIC,
    answer: {
      kind: 'redirect',
      description:
        "302 to the provider's authorization URL (PKCE S256, state and nonce), with the state in an httpOnly cookie; 302 to /admin?sso_error=… when single sign-on is off or the provider cannot be reached",
    },
  },
  {
    method: 'get',
    path: '/api/auth/oidc/callback',
    tag: TAG,
    summary: [
      "The provider's answer: checked, then the browser goes back to the web app",
      '身份提供方的应答：验证后返回网页应用',
    ],
    access: PUBLIC,
    answer: {
      kind: 'redirect',
      description:
        '302 to /admin?sso=done with the new session in a short-lived httpOnly cookie, to /admin/account?sso=linked after a link, or to /admin (or /admin/account) ?sso_error=<reason>',
    },
  },
  {
    method: 'post',
    path: '/api/auth/oidc/session',
    tag: TAG,
    summary: [
      'The session a single sign-on opened (from its cookie, once)',
      '单点登录打开的会话（取自其 Cookie，仅一次）',
    ],
    access: PUBLIC,
    answer: json(named('LoginResult', loginAnswer)),
  },
  {
    method: 'get',
    path: '/api/admin/oidc',
    tag: TAG,
    summary: [
      'Single sign-on settings (never the client secret)',
      '单点登录设置（不含客户端密钥）',
    ],
    access: ADMIN,
    answer: settings,
  },
  {
    method: 'put',
    path: '/api/admin/oidc',
    tag: TAG,
    summary: [
      'Change the single sign-on settings; an absent client_secret keeps it',
      '更改单点登录设置；不传 client_secret 则保留原值',
    ],
    access: ADMIN,
    body: jsonBody(named('OidcSettingsInput', oidcSettingsInput)),
    answer: settings,
  },
  {
    method: 'get',
    path: '/api/account/oidc',
    tag: TAG,
    summary: ['The provider identities linked to your account', '关联到自己账户的身份'],
    access: ACCOUNT,
    answer: json(named('OidcIdentityList', z.array(oidcIdentityAnswer))),
  },
  {
    method: 'post',
    path: '/api/account/oidc/link',
    tag: TAG,
    summary: [
      'Start linking a provider identity to your account',
      '开始将身份提供方的身份关联到自己的账户',
    ],
    access: ACCOUNT,
    answer: json(named('OidcLinkStart', oidcLinkStartAnswer)),
  },
  {
    method: 'delete',
    path: '/api/account/oidc/:id',
    tag: TAG,
    summary: ['Unlink one of your identities', '取消关联自己的一个身份'],
    access: ACCOUNT,
    answer: json(named('OidcIdentity', oidcIdentityAnswer)),
  },
];
