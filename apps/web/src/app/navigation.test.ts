import { describe, expect, it } from 'vitest';
import { CMS_NAV, isGroup, PARTNER_NAV, visibleNav } from './navigation.ts';
import { pathFor, WEB_PATHS } from './paths.ts';

const holding =
  (...keys: string[]) =>
  (key: string) =>
    keys.includes(key);

describe('navigation by permission (spec §2)', () => {
  it('shows nothing without permissions', () => {
    expect(visibleNav(CMS_NAV, holding())).toEqual([]);
  });

  it('shows an area group with only the children the user may open', () => {
    const nav = visibleNav(CMS_NAV, holding('dashboard.dashboards.index', 'user.users.index'));
    expect(nav.map((e) => (isGroup(e) ? e.area : e.route))).toEqual(['dashboard.dashboards.index', 'user']);
    const group = nav.find(isGroup);
    expect(group?.items.map((i) => i.route)).toEqual(['user.users.index']);
  });

  it('hides a group whose children are all out of reach', () => {
    const nav = visibleNav(CMS_NAV, holding('dashboard.dashboards.index', 'user.users.store'));
    expect(nav.some(isGroup)).toBe(false);
  });

  it('names every navigation target as a web route', () => {
    for (const entry of [...CMS_NAV, ...PARTNER_NAV]) {
      const routes = isGroup(entry) ? entry.items.map((i) => i.route) : [entry.route];
      for (const r of routes) expect(WEB_PATHS[r]).toBeDefined();
    }
  });

  it('builds paths from route names', () => {
    expect(pathFor('user.users.show', { id: 12 })).toBe('/cms/user/users/12');
    expect(pathFor('auth.reset-password-finish', { token: 'abc' })).toBe('/auth/reset-password-finish/abc');
    expect(() => pathFor('user.users.show')).toThrow();
  });
});
