/**
 * Every error answer names its catalogue reason, and its message is in the language the request's
 * Accept-Language asks for: Chinese for zh, the English words clients have always read otherwise.
 * Representative failures of each kind: validation (a schema's words and zod's own), 401, 403, 404,
 * 409, 413, 429, and the storage and internal failures the error handler words itself.
 */
import { ErrorCode } from '@cloudpaste/contracts';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_USERNAME, createTestApp, type TestApp } from '../../test/create-test-app.js';
import { handleError } from '../middleware/error-handler.js';
import { StorageError } from '../storage/driver.js';
import type { AppEnv } from '../http/types.js';

interface ErrorBody {
  code: number;
  message: string;
  data: null;
  success: boolean;
  error: string;
  reason: string;
  params?: Record<string, unknown>;
}

const CJK = /[\u3400-\u9fff]/;
const ZH = { 'Accept-Language': 'zh-CN,zh;q=0.9,en;q=0.8' };

let t: TestApp | undefined;
afterEach(() => t?.close());

/** The same request in English (no header) and in Chinese. */
async function both(
  app: TestApp,
  method: string,
  path: string,
  init: { body?: unknown; token?: string; apiKey?: string } = {},
): Promise<{ status: number; en: ErrorBody; zh: ErrorBody }> {
  const en = await app.call(method, path, init);
  const zh = await app.call(method, path, { ...init, headers: ZH });
  expect(zh.status).toBe(en.status);
  return { status: en.status, en: en.json as ErrorBody, zh: zh.json as ErrorBody };
}

function expectTranslated(
  answer: { en: ErrorBody; zh: ErrorBody },
  reason: string,
  english: string,
) {
  expect(answer.en.reason).toBe(reason);
  expect(answer.en.message).toBe(english);
  expect(answer.zh.reason).toBe(reason);
  expect(answer.zh.message).toMatch(CJK);
  expect(answer.zh.message).not.toBe(english);
  // Everything but the words is the same in both languages.
  const { message: _en, ...restEn } = answer.en;
  const { message: _zh, ...restZh } = answer.zh;
  expect(restZh).toEqual(restEn);
}

describe('error answers in the request language', () => {
  it('words a schema message by its reason, naming the field', async () => {
    t = await createTestApp();
    const token = await t.adminToken();
    const answer = await both(t, 'POST', '/api/admin/api-keys', { token, body: { name: ' ' } });
    expect(answer.status).toBe(400);
    expectTranslated(answer, 'validation.required', 'name is required');
    expect(answer.zh.message).toBe('name 为必填项');
    expect(answer.en.params).toEqual({ name: 'name' });
    expect(answer.en.error).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it("passes zod's own message through in the requested language", async () => {
    t = await createTestApp();
    const token = await t.adminToken();
    const answer = await both(t, 'GET', '/api/fs/search?q=abc&offset=-1', { token });
    expect(answer.status).toBe(400);
    expect(answer.en.reason).toBe('validation.invalid');
    expect(answer.en.message).toMatch(/^offset: Too small/);
    expect(answer.zh.message).toMatch(/^offset: 输入无效：/);
    expect(answer.zh.message.slice('offset: 输入无效：'.length)).toMatch(CJK);
    expect(answer.en.params).toMatchObject({ field: 'offset' });
  });

  it('words 401, 403 and 404', async () => {
    t = await createTestApp();
    const token = await t.adminToken();
    const { key } = await t.createKey(token, { name: 'reader', permissions: 1 });
    expectTranslated(
      await both(t, 'GET', '/api/admin/api-keys'),
      'http.unauthorized',
      'unauthorized, please log in',
    );
    expectTranslated(
      await both(t, 'GET', '/api/admin/api-keys', { apiKey: key }),
      'http.adminRequired',
      'admin privileges required',
    );
    const missing = await both(t, 'GET', '/api/nope');
    expect(missing.status).toBe(404);
    expectTranslated(missing, 'http.apiNotFound', 'API endpoint not found');
    expect(missing.zh.message).toBe('API 接口不存在');
  });

  it('words a taken API key name with the name as a parameter', async () => {
    t = await createTestApp();
    const token = await t.adminToken();
    await t.createKey(token, { name: 'ci', permissions: 1 });
    const answer = await both(t, 'POST', '/api/admin/api-keys', {
      token,
      body: { name: 'ci', permissions: 1 },
    });
    expect(answer.status).toBe(409);
    expect(answer.en.error).toBe(ErrorCode.API_KEY_NAME_TAKEN);
    expectTranslated(answer, 'apiKey.nameTaken', 'an API key named "ci" already exists');
    expect(answer.zh.message).toBe('名为“ci”的 API 密钥已存在');
    expect(answer.en.params).toEqual({ name: 'ci' });
  });

  it('words a body over the limit (413)', async () => {
    t = await createTestApp({ maxJsonBodyBytes: 64 });
    const token = await t.adminToken();
    const answer = await both(t, 'POST', '/api/paste', {
      token,
      body: { content: 'x'.repeat(200) },
    });
    expect(answer.status).toBe(413);
    expectTranslated(answer, 'http.bodyTooLarge', 'request body is too large');
  });

  it('words too many attempts (429) with the wait as a parameter', async () => {
    t = await createTestApp();
    for (let i = 0; i < 5; i++)
      await t.call('POST', '/api/admin/login', {
        body: { username: ADMIN_USERNAME, password: 'x' },
      });
    const answer = await both(t, 'POST', '/api/admin/login', {
      body: { username: ADMIN_USERNAME, password: 'x' },
    });
    expect(answer.status).toBe(429);
    const seconds = answer.en.params?.seconds;
    expect(typeof seconds).toBe('number');
    expectTranslated(
      answer,
      'http.tooManyAttempts',
      `too many attempts, retry in ${String(seconds)} s`,
    );
  });

  it('follows q-values and answers English for other languages', async () => {
    t = await createTestApp();
    const ask = async (language: string) =>
      (
        (await t!.call('GET', '/api/nope', { headers: { 'Accept-Language': language } }))
          .json as ErrorBody
      ).message;
    expect(await ask('en;q=0.4, zh-TW;q=0.8')).toBe('API 接口不存在');
    expect(await ask('zh;q=0.4, en-US')).toBe('API endpoint not found');
    expect(await ask('fr-FR')).toBe('API endpoint not found');
  });
});

describe('failures the error handler words itself', () => {
  const app = new Hono<AppEnv>()
    .get('/storage', () => {
      throw new StorageError('bucket unreachable: ECONNREFUSED');
    })
    .get('/crash', () => {
      throw new Error('boom');
    });
  app.onError(handleError);
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await app.request(path, { headers });
    return { status: res.status, json: (await res.json()) as ErrorBody };
  };

  it("words a storage failure (502) around the driver's own message", async () => {
    const en = await get('/storage');
    const zh = await get('/storage', ZH);
    expect(en.status).toBe(502);
    expect(en.json).toMatchObject({
      message: 'bucket unreachable: ECONNREFUSED',
      error: ErrorCode.UPSTREAM_FAILED,
      reason: 'storage.failed',
      params: { detail: 'bucket unreachable: ECONNREFUSED' },
    });
    expect(zh.json.message).toBe('存储服务出错：bucket unreachable: ECONNREFUSED');
  });

  it('words an unexpected failure (500) without its details', async () => {
    expect((await get('/crash')).json).toEqual({
      code: 500,
      message: 'internal server error',
      data: null,
      success: false,
      error: ErrorCode.INTERNAL,
      reason: 'http.internal',
    });
    expect((await get('/crash', ZH)).json.message).toBe('服务器内部错误');
  });
});
