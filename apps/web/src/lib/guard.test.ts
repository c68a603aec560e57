import { describe, expect, it } from 'vitest';
import {
  CMS_DASHBOARD_KEY,
  decide,
  landingPath,
  PARTNER_DASHBOARD_KEY,
  type RouteMeta,
  type Viewer,
} from './guard.ts';

const cmsRoute: RouteMeta = { name: 'user.users.index', secured: true, partnerZone: false };
const editRoute: RouteMeta = {
  name: 'user.users.show',
  access: 'user.users.update',
  secured: true,
  partnerZone: false,
};
const partnerRoute: RouteMeta = { name: 'partner-zone.user.users.index', secured: true, partnerZone: true };
const publicRoute: RouteMeta = { name: 'auth.login', secured: false, partnerZone: false };
const profileRoute: RouteMeta = { name: 'auth.profile.show', secured: true, partnerZone: false, open: true };

const staff = (...keys: string[]): Viewer => ({ isPartner: false, permissions: new Set(keys) });
const partner: Viewer = { isPartner: true, permissions: new Set([PARTNER_DASHBOARD_KEY]) };
const signedIn = { hasToken: true, hasPrevious: false };

describe('route guard (spec §6)', () => {
  it('lets anyone reach public routes', () => {
    expect(decide(publicRoute, null, { hasToken: false, hasPrevious: false })).toEqual({ type: 'allow' });
  });

  it('sends a visitor without a token to the login screen', () => {
    expect(decide(cmsRoute, null, { hasToken: false, hasPrevious: true })).toEqual({
      type: 'redirect',
      to: '/auth/login',
    });
  });

  it('lets a partner reach partner-zone routes only', () => {
    expect(decide(partnerRoute, partner, signedIn)).toEqual({ type: 'allow' });
  });

  it('cancels a partner navigating out of the partner zone when there is a previous route', () => {
    expect(decide(cmsRoute, partner, { hasToken: true, hasPrevious: true })).toEqual({ type: 'cancel' });
  });

  it('turns a partner without a previous route back to the partner dashboard with a notice', () => {
    expect(decide(cmsRoute, partner, signedIn)).toEqual({ type: 'redirect', to: '/', notify: 'partner' });
  });

  it('lets staff in with the route name', () => {
    expect(decide(cmsRoute, staff('user.users.index'), signedIn)).toEqual({ type: 'allow' });
  });

  it('lets staff in with the access key instead of the name', () => {
    expect(decide(editRoute, staff('user.users.update'), signedIn)).toEqual({ type: 'allow' });
  });

  it('sends staff without the key to the CMS dashboard when they hold it', () => {
    expect(decide(cmsRoute, staff(CMS_DASHBOARD_KEY), signedIn)).toEqual({
      type: 'redirect',
      to: '/cms',
      notify: 'route',
    });
  });

  it('sends staff holding only the partner dashboard key to the partner dashboard', () => {
    expect(decide(cmsRoute, staff(PARTNER_DASHBOARD_KEY), signedIn)).toEqual({
      type: 'redirect',
      to: '/',
      notify: 'route',
    });
  });

  it('sends staff with neither dashboard to the login screen', () => {
    expect(decide(cmsRoute, staff('device.devices.index'), signedIn)).toEqual({
      type: 'redirect',
      to: '/auth/login',
      notify: 'route',
      signOut: true,
    });
  });

  it('shows its own message when the user holds no permission at all', () => {
    expect(decide(cmsRoute, staff(), signedIn)).toEqual({
      type: 'redirect',
      to: '/auth/login',
      notify: 'none',
      signOut: true,
    });
  });

  it('keeps staff out of the partner zone without its keys', () => {
    expect(decide(partnerRoute, staff(CMS_DASHBOARD_KEY), signedIn)).toMatchObject({
      type: 'redirect',
      to: '/cms',
    });
  });

  it('sends staff opening the partner root to the back office, super-admin included', () => {
    const root: RouteMeta = { name: PARTNER_DASHBOARD_KEY, secured: true, partnerZone: true };
    const expected = { type: 'redirect', to: '/cms' };
    expect(decide(root, staff(CMS_DASHBOARD_KEY), signedIn)).toEqual(expected);
    expect(decide(root, staff(CMS_DASHBOARD_KEY, PARTNER_DASHBOARD_KEY), signedIn)).toEqual(expected);
    expect(decide(partnerRoute, staff(CMS_DASHBOARD_KEY, partnerRoute.name), signedIn)).toEqual(expected);
  });

  it('keeps a partner typing a back-office URL in the partner zone', () => {
    expect(decide(cmsRoute, partner, signedIn)).toEqual({ type: 'redirect', to: '/', notify: 'partner' });
    expect(decide(cmsRoute, partner, { hasToken: true, hasPrevious: true })).toEqual({ type: 'cancel' });
  });

  it('opens the own profile to any signed-in staff user', () => {
    expect(decide(profileRoute, staff('device.devices.index'), signedIn)).toEqual({ type: 'allow' });
    expect(decide(profileRoute, partner, signedIn)).toEqual({ type: 'redirect', to: '/', notify: 'partner' });
  });

  it('lands partners on the partner dashboard and staff on the CMS dashboard', () => {
    expect(landingPath(partner)).toBe('/');
    expect(landingPath(staff(CMS_DASHBOARD_KEY))).toBe('/cms');
    expect(landingPath(staff('user.users.index'), '/cms/user/users')).toBe('/cms/user/users');
  });
});
