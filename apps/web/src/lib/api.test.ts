import { describe, expect, it } from 'vitest';
import { buildUrl, toSearch } from './api.ts';

const routes = {
  'api.user.users.show': { uri: '/api/user/users/{id}', methods: ['GET'] },
  'api.user.users.index': { uri: '/api/user/users', methods: ['GET'] },
};

describe('API client', () => {
  it('resolves a call by name through the route table', () => {
    expect(buildUrl(routes, 'user.users.show', { id: 12 })).toEqual({
      uri: '/api/user/users/12',
      method: 'GET',
    });
  });

  it('refuses an unknown name or a missing parameter', () => {
    expect(() => buildUrl(routes, 'user.users.nope')).toThrow(/Unknown API route/);
    expect(() => buildUrl(routes, 'user.users.show')).toThrow(/needs the parameter/);
  });

  it('encodes path parameters', () => {
    expect(buildUrl(routes, 'user.users.show', { id: 'a/b' }).uri).toBe('/api/user/users/a%2Fb');
  });

  it('writes repeated keys for several values and 1/0 for booleans, skipping empty ones', () => {
    expect(
      toSearch({ page: 2, role: ['a', 'b'], status: true, archived: false, search: '', x: undefined }),
    ).toBe('?page=2&role=a&role=b&status=1&archived=0');
    expect(toSearch({})).toBe('');
  });
});
