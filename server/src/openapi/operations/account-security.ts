/** Sessions and two-factor sign-in (docs/API.md, "Account security"; docs/ACCOUNTS.md). */
import {
  twoFactorConfirmInput,
  twoFactorProofInput,
  twoFactorSignInInput,
} from '@cloudpaste/contracts';
import {
  loginAnswer,
  nothingAnswer,
  recoveryCodesAnswer,
  sessionAnswer,
  twoFactorEnrolmentAnswer,
  twoFactorStatusAnswer,
} from '@cloudpaste/contracts/answers';
import { z } from 'zod';
import { ACCOUNT, ADMIN, PUBLIC, json, jsonBody, named, type ApiOperation } from '../operation.js';

const SECURITY = 'Account security';
const nothing = json(named('Nothing', nothingAnswer));
const sessions = json(named('SessionList', z.array(sessionAnswer)));
const status = json(named('TwoFactorStatus', twoFactorStatusAnswer));
const codes = json(named('RecoveryCodes', recoveryCodesAnswer));
const proof = jsonBody(named('TwoFactorProofInput', twoFactorProofInput));

export const accountSecurityOperations: readonly ApiOperation[] = [
  {
    method: 'post',
    path: '/api/admin/login/two-factor',
    tag: SECURITY,
    summary: [
      'Finish a sign-in with two-factor on: the challenge and a code or recovery code',
      '完成开启两步验证的登录：提交挑战值与验证码或恢复码',
    ],
    access: PUBLIC,
    body: jsonBody(named('TwoFactorSignInInput', twoFactorSignInInput)),
    answer: json(named('LoginResult', loginAnswer)),
  },
  {
    method: 'get',
    path: '/api/account/sessions',
    tag: SECURITY,
    summary: ['Your signed-in sessions', '自己的登录会话'],
    access: ACCOUNT,
    answer: sessions,
  },
  {
    method: 'post',
    path: '/api/account/sessions/end-others',
    tag: SECURITY,
    summary: ['End every session but this one', '结束除当前会话外的所有会话'],
    access: ACCOUNT,
    answer: json(named('SessionsEnded', z.object({ ended: z.number() }))),
  },
  {
    method: 'delete',
    path: '/api/account/sessions/:id',
    tag: SECURITY,
    summary: ['End one of your sessions', '结束自己的一个会话'],
    access: ACCOUNT,
    answer: nothing,
  },
  {
    method: 'get',
    path: '/api/account/two-factor',
    tag: SECURITY,
    summary: ['Whether two-factor sign-in is on', '两步验证是否开启'],
    access: ACCOUNT,
    answer: status,
  },
  {
    method: 'post',
    path: '/api/account/two-factor/enrol',
    tag: SECURITY,
    summary: [
      'Start two-factor sign-in: a new secret, shown only now',
      '开始设置两步验证：生成新密钥，仅此时显示',
    ],
    access: ACCOUNT,
    answer: json(named('TwoFactorEnrolment', twoFactorEnrolmentAnswer)),
  },
  {
    method: 'post',
    path: '/api/account/two-factor/confirm',
    tag: SECURITY,
    summary: [
      'Turn two-factor sign-in on with a first code; answers the recovery codes once',
      '用第一个验证码开启两步验证；仅此一次返回恢复码',
    ],
    access: ACCOUNT,
    body: jsonBody(named('TwoFactorConfirmInput', twoFactorConfirmInput)),
    answer: codes,
  },
  {
    method: 'post',
    path: '/api/account/two-factor/disable',
    tag: SECURITY,
    summary: ['Turn two-factor sign-in off (password or code)', '关闭两步验证（需密码或验证码）'],
    access: ACCOUNT,
    body: proof,
    answer: nothing,
  },
  {
    method: 'post',
    path: '/api/account/two-factor/recovery-codes',
    tag: SECURITY,
    summary: ['New recovery codes (password or code)', '重新生成恢复码（需密码或验证码）'],
    access: ACCOUNT,
    body: proof,
    answer: codes,
  },
  {
    method: 'get',
    path: '/api/admin/users/:id/sessions',
    tag: SECURITY,
    summary: ["An account's sessions", '查看账户的会话'],
    access: ADMIN,
    answer: sessions,
  },
  {
    method: 'get',
    path: '/api/admin/users/:id/two-factor',
    tag: SECURITY,
    summary: ["Whether an account's two-factor sign-in is on", '查看账户是否开启两步验证'],
    access: ADMIN,
    answer: status,
  },
  {
    method: 'delete',
    path: '/api/admin/users/:id/sessions/:sessionId',
    tag: SECURITY,
    summary: ["End one of an account's sessions", '结束账户的一个会话'],
    access: ADMIN,
    answer: nothing,
  },
  {
    method: 'delete',
    path: '/api/admin/users/:id/two-factor',
    tag: SECURITY,
    summary: [
      "Turn an account's two-factor sign-in off (a lost phone)",
      '关闭账户的两步验证（手机丢失时）',
    ],
    access: ADMIN,
    answer: nothing,
  },
];
