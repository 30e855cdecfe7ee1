/** Revalidated reads (api/revalidation.ts) through the api client against a stubbed fetch. */
import { afterEach, describe, expect, it } from 'vitest';
import { setupClientHarness } from '../test/clientHarness';
import { envelopeResponse } from '../test/stubFetch';
import { api } from './client';
import { forgetKeptAnswers, MAX_KEPT_ANSWERS } from './revalidation';

const { fetchMock, session } = setupClientHarness();
afterEach(forgetKeptAnswers);

const tagged = (etag: string, data: unknown) => {
  const response = envelopeResponse(200, data);
  response.headers.set('ETag', etag);
  return response;
};
const notModified = () => new Response(null, { status: 304 });
const sentTag = () => new Headers(fetchMock.mock.lastCall?.[1]?.headers).get('If-None-Match');

describe('revalidated reads', () => {
  it('sends the tag it was given and answers a 304 with the kept data, the same object', async () => {
    const listing = { path: '/team', items: [] };
    fetchMock.mockResolvedValueOnce(tagged('W/"a"', listing));
    const first = await api.get('/fs/list', { query: { path: '/team' }, revalidate: true });
    expect(first).toEqual(listing);
    expect(sentTag()).toBeNull();

    fetchMock.mockResolvedValueOnce(notModified());
    const again = await api.get('/fs/list', { query: { path: '/team' }, revalidate: true });
    expect(sentTag()).toBe('W/"a"');
    expect(again).toBe(first);

    // A changed folder: the new answer and its tag are kept instead.
    fetchMock.mockResolvedValueOnce(tagged('W/"b"', { path: '/team', items: [1] }));
    expect(await api.get('/fs/list', { query: { path: '/team' }, revalidate: true })).toEqual({
      path: '/team',
      items: [1],
    });
    fetchMock.mockResolvedValueOnce(notModified());
    await api.get('/fs/list', { query: { path: '/team' }, revalidate: true });
    expect(sentTag()).toBe('W/"b"');
  });

  it('keeps answers apart per credential and URL, and only for reads that ask', async () => {
    session.credential = { type: 'admin', token: 'one' };
    fetchMock.mockResolvedValueOnce(tagged('W/"a"', 1));
    await api.get('/fs/list', { query: { path: '/a' }, revalidate: true });
    session.credential = { type: 'apikey', key: 'two' };
    fetchMock.mockResolvedValueOnce(tagged('W/"a2"', 2));
    await api.get('/fs/list', { query: { path: '/a' }, revalidate: true });
    expect(sentTag()).toBeNull();
    fetchMock.mockResolvedValueOnce(tagged('W/"c"', 3));
    await api.get('/fs/list', { query: { path: '/c' }, revalidate: true });
    expect(sentTag()).toBeNull();
    fetchMock.mockResolvedValueOnce(tagged('W/"d"', 4));
    await api.get('/fs/list', { query: { path: '/a' } });
    expect(sentTag()).toBeNull();
  });

  it('fails a 304 it has nothing kept for, and forgets the oldest past the limit', async () => {
    fetchMock.mockResolvedValueOnce(notModified());
    await expect(
      api.get('/fs/list', { query: { path: '/x' }, revalidate: true }),
    ).rejects.toThrow();
    for (let i = 0; i <= MAX_KEPT_ANSWERS; i++) {
      fetchMock.mockResolvedValueOnce(tagged(`W/"${i}"`, i));
      await api.get('/fs/list', { query: { path: `/${i}` }, revalidate: true });
    }
    fetchMock.mockResolvedValueOnce(tagged('W/"0b"', 0));
    await api.get('/fs/list', { query: { path: '/0' }, revalidate: true });
    expect(sentTag()).toBeNull();
    fetchMock.mockResolvedValueOnce(notModified());
    expect(
      await api.get('/fs/list', { query: { path: `/${MAX_KEPT_ANSWERS}` }, revalidate: true }),
    ).toBe(MAX_KEPT_ANSWERS);
    expect(sentTag()).toBe(`W/"${MAX_KEPT_ANSWERS}"`);
  });
});
