/** Which field a refused save's message belongs beside, whatever language it is shown in. */
import i18n from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { describeSaveError } from './saveError';
import { FakeApiError } from '../../../test/FakeApiError';

vi.mock('../../../api/client', async () => {
  const { FakeApiError } = await import('../../../test/FakeApiError');
  return { api: {}, ApiError: FakeApiError };
});

const t = i18n.getFixedT('en-US', 'editor');
/** A refusal shown in Chinese, with the server's own English words beside it. */
const refused = (shown: string, serverMessage: string) =>
  Object.assign(new FakeApiError(400, shown), { serverMessage });

describe('describeSaveError', () => {
  it('puts a refused link suffix beside the suffix field, even when shown in Chinese', () => {
    const error = refused('链接后缀是系统保留词', 'link suffix is a reserved word');
    expect(describeSaveError(error, false, t)).toEqual({
      field: 'slug',
      message: t('editor:errors.saveFailedWith', { message: '链接后缀是系统保留词' }),
    });
  });

  it('puts a refused title beside the title field, even when shown in Chinese', () => {
    const error = refused('title 最多 200 个字符', 'title must be at most 200 characters');
    expect(describeSaveError(error, true, t).field).toBe('title');
  });

  it('leaves other refusals on the form', () => {
    const error = refused('内容不能为空', 'content cannot be empty');
    expect(describeSaveError(error, false, t).field).toBe('form');
  });
});
