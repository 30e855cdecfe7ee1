/** App passwords of the signed-in account (docs/API.md, "App passwords"; docs/ACCOUNTS.md). */
import { appPasswordCreateInput } from '@cloudpaste/contracts';
import { appPasswordAnswer, appPasswordCreatedAnswer } from '@cloudpaste/contracts/answers';
import { z } from 'zod';
import { ACCOUNT, json, jsonBody, named, type ApiOperation } from '../operation.js';

const TAG = 'Account security';
const one = json(named('AppPassword', appPasswordAnswer));

export const appPasswordOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/account/app-passwords',
    tag: TAG,
    summary: [
      'Your app passwords (never the passwords themselves)',
      '自己的应用密码（不含密码本身）',
    ],
    access: ACCOUNT,
    answer: json(named('AppPasswordList', z.array(appPasswordAnswer))),
  },
  {
    method: 'post',
    path: '/api/account/app-passwords',
    tag: TAG,
    summary: [
      'Make an app password for WebDAV clients: read-only or read-write, kept to a folder; the answer is the only time the password is shown',
      '为 WebDAV 客户端创建应用密码：只读或读写，限定在一个文件夹内；密码只在此次应答中出现',
    ],
    access: ACCOUNT,
    body: jsonBody(named('AppPasswordCreateInput', appPasswordCreateInput)),
    answer: json(named('AppPasswordCreated', appPasswordCreatedAnswer)),
  },
  {
    method: 'delete',
    path: '/api/account/app-passwords/:id',
    tag: TAG,
    summary: ['Revoke one of your app passwords', '撤销自己的一个应用密码'],
    access: ACCOUNT,
    answer: one,
  },
];
