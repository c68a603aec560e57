import { defaultKeysFor } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { isGroup, visibleNav } from '../lib/nav.ts';
import { pathFor, WEB_PATHS } from '../lib/paths.ts';
import { ROUTE_LEAVES } from './leaves.ts';
import { activeRoute, CMS_NAV, PARTNER_NAV } from './navigation.ts';

const holding =
  (...keys: string[]) =>
  (key: string) =>
    keys.includes(key);

describe('navigation by permission (spec §2)', () => {
  it('shows nothing without permissions', () => {
    expect(visibleNav(CMS_NAV, holding())).toEqual([]);
  });

  it('shows an area group with only the children the user may open', () => {
    const nav = visibleNav(
      CMS_NAV,
      holding('dashboard.dashboards.index', 'partner.partners.index', 'partner.new-entries.index'),
    );
    expect(nav.map((e) => (isGroup(e) ? e.area : e.route))).toEqual([
      'dashboard.dashboards.index',
      'partner',
    ]);
    const group = nav.find(isGroup);
    expect(group?.items.map((i) => i.route)).toEqual(['partner.partners.index', 'partner.new-entries.index']);
  });

  it('flattens a group left with one child into that link, with the group icon', () => {
    const nav = visibleNav(CMS_NAV, holding('dashboard.dashboards.index', 'user.users.index'));
    expect(nav.some(isGroup)).toBe(false);
    const users = nav.find((e) => !isGroup(e) && e.route === 'user.users.index');
    const userGroup = CMS_NAV.find((e) => isGroup(e) && e.area === 'user');
    expect(users?.icon).toBe(userGroup?.icon);
  });

  it('hides a group whose children are all out of reach', () => {
    const nav = visibleNav(CMS_NAV, holding('dashboard.dashboards.index', 'user.users.store'));
    expect(nav.some(isGroup)).toBe(false);
  });

  it("shows 'Moja firma' to a partner holding the default partner keys", () => {
    const partnerKeys = defaultKeysFor('partner');
    const shown = visibleNav(PARTNER_NAV, (k) => partnerKeys.includes(k));
    expect(shown.map((e) => (isGroup(e) ? e.area : e.route))).toContain('partner-zone.company.show');
  });

  it('marks exactly one item current: the exact route, else the closest list above the record', () => {
    const home = pathFor('dashboard.dashboards.index');
    expect(activeRoute(CMS_NAV, '/cms', home)).toBe('dashboard.dashboards.index');
    expect(activeRoute(CMS_NAV, '/cms/user/users', home)).toBe('user.users.index');
    expect(activeRoute(CMS_NAV, '/cms/user/roles', home)).toBe('user.roles.index');
    expect(activeRoute(CMS_NAV, '/cms/device/functionalities/optional', home)).toBe(
      'device.functionalities.optional',
    );
    expect(activeRoute(CMS_NAV, '/cms/user/users/12', home)).toBe('user.users.index');
    expect(activeRoute(CMS_NAV, '/cms/nowhere', home)).toBeNull();
    const nested = [
      { route: 'user.users.index' as const, label: 'nav.users' },
      { route: 'user.users.store' as const, label: 'users.create' },
    ];
    expect(activeRoute(nested, '/cms/user/users/store', home)).toBe('user.users.store');
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

  it("keeps the menus in their order, built from the features' leaves", () => {
    const shape = (entries: typeof CMS_NAV) =>
      entries.map((e) => (isGroup(e) ? { [e.area]: e.items.map((i) => i.access ?? i.route) } : e.route));
    expect(shape(CMS_NAV)).toEqual([
      'dashboard.dashboards.index',
      'contractor.contractors.index',
      {
        partner: [
          'partner.partners.index',
          'partner.new-entries.index',
          'partner.change-requests.index',
          'partner.business-areas.index',
          'partner.partner-statuses.index',
        ],
      },
      { user: ['user.users.index', 'user.roles.index'] },
      {
        device: [
          'device.devices.index',
          'device.productcards.index',
          'device.typecards.index',
          'device.groups.index',
          'device.tags.index',
          'device.functionalities.index',
          'device.functionalities.index',
          'device.error-codes.index',
        ],
      },
      {
        documentation: [
          'documentation.documentations.index',
          'documentation.categories.index',
          'documentation.types.index',
          'documentation.tags.index',
        ],
      },
      'producer.producers.index',
      'brand.brands.index',
      'media.media.index',
      'synchronization.synchronizations.index',
      'core.audit.index',
    ]);
    expect(shape(PARTNER_NAV)).toEqual([
      'partner-zone.dashboard.index',
      'partner-zone.device.devices.index',
      'partner-zone.device.errorcodes.index',
      'partner-zone.documentation.documentations.index',
      'partner-zone.company.show',
      'partner-zone.user.users.index',
      'partner-zone.profile.show',
    ]);
  });

  it('declares every named path as exactly one feature leaf', () => {
    const names = ROUTE_LEAVES.map((l) => l.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(Object.keys(WEB_PATHS).sort());
    for (const leaf of ROUTE_LEAVES) {
      expect(leaf.path).toBe(WEB_PATHS[leaf.name]);
      if (leaf.parent) expect(names).toContain(leaf.parent);
    }
  });
});
