/** Accounts: the admin's users, invitations and every account's own (docs/API.md, "Users"). */
import {
  acceptInvitationInput,
  registerInput,
  changePasswordInput,
  createUserInput,
  deleteUserInput,
  resetPasswordInput,
  updateAccountInput,
  updateUserInput,
} from '@cloudpaste/contracts';
import {
  accountInfoAnswer,
  accountUpdatedAnswer,
  createdUserAnswer,
  invitationAnswer,
  registeredAnswer,
  registrationStateAnswer,
  nothingAnswer,
  userAccountAnswer,
  quotaStateAnswer,
} from '@cloudpaste/contracts/answers';
import { z } from 'zod';
import { ACCOUNT, ADMIN, PUBLIC, json, jsonBody, named, type ApiOperation } from '../operation.js';

const USERS = 'Users';
const user = json(named('UserAccount', userAccountAnswer));
const account = json(named('AccountInfo', accountInfoAnswer));
const username = json(named('AccountUpdated', accountUpdatedAnswer));

export const userOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/admin/users',
    tag: USERS,
    summary: ['List every account', '列出所有账户'],
    access: ADMIN,
    answer: json(named('UserAccountList', z.array(userAccountAnswer))),
  },
  {
    method: 'post',
    path: '/api/admin/users',
    tag: USERS,
    summary: [
      'Create an account, with a password or a one-use invitation link',
      '创建账户：设置密码，或生成一次性邀请链接',
    ],
    access: ADMIN,
    body: jsonBody(named('CreateUserInput', createUserInput)),
    answer: json(named('CreatedUser', createdUserAnswer), 201),
  },
  {
    method: 'put',
    path: '/api/admin/users/:id',
    tag: USERS,
    summary: [
      "Change an account's role, status, permissions, base path or mounts",
      '修改账户的角色、状态、权限、基础路径或可见挂载',
    ],
    access: ADMIN,
    body: jsonBody(named('UpdateUserInput', updateUserInput)),
    answer: user,
  },
  {
    method: 'post',
    path: '/api/admin/users/:id/password',
    tag: USERS,
    summary: ["Reset an account's password (ends its sessions)", '重置账户密码（结束其所有会话）'],
    access: ADMIN,
    body: jsonBody(named('ResetPasswordInput', resetPasswordInput)),
    answer: user,
  },
  {
    method: 'delete',
    path: '/api/admin/users/:id',
    tag: USERS,
    summary: [
      'Delete an account; its shares are deleted or moved to another account',
      '删除账户；其分享被删除或转给另一个账户',
    ],
    access: ADMIN,
    body: jsonBody(named('DeleteUserInput', deleteUserInput)),
    answer: json(named('Nothing', nothingAnswer)),
  },
  {
    method: 'get',
    path: '/api/invitations/:token',
    tag: USERS,
    summary: ['Whom an invitation link invites', '查看邀请链接所邀请的账户'],
    access: PUBLIC,
    answer: json(named('InvitationInfo', invitationAnswer)),
  },
  {
    method: 'post',
    path: '/api/invitations/:token',
    tag: USERS,
    summary: ['Accept an invitation: set the password', '接受邀请：设置密码'],
    access: PUBLIC,
    body: jsonBody(named('AcceptInvitationInput', acceptInvitationInput)),
    answer: username,
  },
  {
    method: 'get',
    path: '/api/register',
    tag: USERS,
    summary: ['Whether visitors may sign up', '是否允许访客注册'],
    access: PUBLIC,
    answer: json(named('RegistrationState', registrationStateAnswer)),
  },
  {
    method: 'post',
    path: '/api/register',
    tag: USERS,
    summary: [
      'Sign up (when allowed): the account waits for the admin to approve it',
      '注册（允许时）：账户需等待管理员审批',
    ],
    access: PUBLIC,
    body: jsonBody(named('RegisterInput', registerInput)),
    answer: json(named('Registered', registeredAnswer), 201),
  },
  {
    method: 'get',
    path: '/api/account',
    tag: USERS,
    summary: ['The signed-in account', '当前登录的账户'],
    access: ACCOUNT,
    answer: account,
  },
  {
    method: 'get',
    path: '/api/account/quota',
    tag: USERS,
    summary: ['Your quota and what you use', '自己的配额与用量'],
    access: ACCOUNT,
    answer: json(named('QuotaState', quotaStateAnswer)),
  },
  {
    method: 'put',
    path: '/api/account',
    tag: USERS,
    summary: ['Change your display name', '修改自己的显示名称'],
    access: ACCOUNT,
    body: jsonBody(named('UpdateAccountInput', updateAccountInput)),
    answer: account,
  },
  {
    method: 'post',
    path: '/api/account/password',
    tag: USERS,
    summary: [
      'Change your password or username (ends your sessions)',
      '修改自己的密码或用户名（结束所有会话）',
    ],
    access: ACCOUNT,
    body: jsonBody(named('ChangePasswordInput', changePasswordInput)),
    answer: username,
  },
];
