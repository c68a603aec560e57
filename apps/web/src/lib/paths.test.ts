import { describe, expect, it } from 'vitest';
import { derivedPath, FROM_NAME, RECORD_SCREENS, WEB_PATHS, WEB_ROUTES, webPaths } from './paths.ts';
import { recordLeaves, routeLeaves } from './routing.ts';

describe('web paths from route names', () => {
  it('gives a back-office and a partner-zone name the path of spec §2', () => {
    expect(derivedPath('user.users.index')).toBe('/cms/user/users');
    expect(derivedPath('user.users.store')).toBe('/cms/user/users/store');
    expect(derivedPath('user.users.show')).toBe('/cms/user/users/:id');
    expect(derivedPath('device.devices.update')).toBe('/cms/device/devices/:id/edit');
    expect(derivedPath('device.devices.sync-documentations')).toBe(
      '/cms/device/devices/:id/sync-documentations',
    );
    expect(derivedPath('partner-zone.device.devices.show')).toBe('/device/devices/:id');
  });

  it('expands a resource to its three screens and keeps a declared exception', () => {
    const paths = webPaths({
      'warranty.reasons': RECORD_SCREENS,
      'warranty.claims.index': FROM_NAME,
      'auth.login': '/auth/login',
    });
    expect(paths).toEqual({
      'warranty.reasons.index': '/cms/warranty/reasons',
      'warranty.reasons.store': '/cms/warranty/reasons/store',
      'warranty.reasons.show': '/cms/warranty/reasons/:id',
      'warranty.claims.index': '/cms/warranty/claims',
      'auth.login': '/auth/login',
    });
    expect(WEB_PATHS['user.roles.show']).toBe('/cms/user/roles/:id');
    expect(WEB_PATHS['contractor.contractors.show']).toBe('/contractor/contractors/:id');
  });

  it('writes a path out only where the name gives another', () => {
    const redundant = Object.entries(WEB_ROUTES).filter(
      ([name, path]) => typeof path === 'string' && path === derivedPath(name),
    );
    expect(redundant).toEqual([]);
  });
});

describe('record leaves', () => {
  it("declare a resource's list, add and record screens in one call", () => {
    const list = async () => ({ default: () => null });
    const edit = async () => ({ default: () => null });
    const leaves = routeLeaves(
      'cms',
      recordLeaves('producer.producers', {
        titles: 'producers',
        nav: { label: 'nav.producers', order: 60 },
        list,
        edit,
      }),
    );
    expect(leaves).toEqual([
      {
        name: 'producer.producers.index',
        title: 'producers.title',
        nav: { label: 'nav.producers', order: 60 },
        page: list,
        zone: 'cms',
        path: '/cms/producer/producers',
      },
      {
        name: 'producer.producers.store',
        title: 'producers.create',
        parent: 'producer.producers.index',
        page: edit,
        zone: 'cms',
        path: '/cms/producer/producers/store',
      },
      {
        name: 'producer.producers.show',
        title: 'producers.edit',
        access: 'producer.producers.update',
        parent: 'producer.producers.index',
        page: edit,
        zone: 'cms',
        path: '/cms/producer/producers/:id',
      },
    ]);
  });
});
