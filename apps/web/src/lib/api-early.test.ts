// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, apiCall } from './api.ts';
import { session } from './session.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const me = { model: { id: 1 }, permissions: {} };
const fetchMock = vi.fn<typeof fetch>();

describe('apiCall and the early request of build/screen-preload.js', () => {
  beforeAll(async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValueOnce(json({ 'api.auth.user': { uri: '/api/auth/user', methods: ['GET'] } }));
    session.signIn({ token: 'tok-1', rememberMe: false, email: 'partner@demo.pl' });
    // The route table, loaded once.
    await apiCall('auth.user').catch(() => undefined);
    fetchMock.mockReset();
  });
  afterEach(() => {
    fetchMock.mockReset();
    delete window.earlyRequests;
  });

  it('reads the answer of the early request instead of asking again, once', async () => {
    window.earlyRequests = [
      { uri: '/api/auth/user', token: 'tok-1', lang: 'pl', response: Promise.resolve(json(me)) },
    ];
    expect(await apiCall('auth.user')).toEqual(me);
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(json(me));
    await apiCall('auth.user');
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('asks itself when the early request went with another token or language', async () => {
    const early = json({ model: { id: 2 }, permissions: {} });
    window.earlyRequests = [
      { uri: '/api/auth/user', token: 'old', lang: 'pl', response: Promise.resolve(early) },
      { uri: '/api/auth/user', token: 'tok-1', lang: 'en', response: Promise.resolve(early) },
    ];
    fetchMock.mockResolvedValueOnce(json(me));
    expect(await apiCall('auth.user')).toEqual(me);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('treats an early 401 as its own: the session has ended', async () => {
    window.earlyRequests = [
      {
        uri: '/api/auth/user',
        token: 'tok-1',
        lang: 'pl',
        response: Promise.resolve(json({ message: 'x' }, 401)),
      },
    ];
    const err = await apiCall('auth.user').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).sessionEnded).toBe(true);
  });
});
