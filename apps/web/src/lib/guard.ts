/**
 * The route guard of spec §6 as a pure decision, so the rules are tested without a browser.
 * The router applies it before a route renders (app/guard-loader.ts).
 */

export const CMS_DASHBOARD_KEY = 'dashboard.dashboards.index';
export const PARTNER_DASHBOARD_KEY = 'partner-zone.dashboard.index';

export const LOGIN_PATH = '/auth/login';
const CMS_DASHBOARD_PATH = '/cms';
const PARTNER_DASHBOARD_PATH = '/';

export type RouteMeta = {
  /** The route's dotted name, also its permission key. */
  name: string;
  /** A key that grants the route as well (shared permission, DESIGN §4). */
  access?: string;
  /** Needs a stored token. */
  secured: boolean;
  /** Reachable by partner users. */
  partnerZone: boolean;
  /** Any signed-in staff user may open it (own profile, not-found page). */
  open?: boolean;
};

export type Viewer = { isPartner: boolean; permissions: ReadonlySet<string> };

export type UnauthorizedVariant = 'route' | 'none' | 'partner';

export type Decision =
  | { type: 'allow' }
  | { type: 'cancel' }
  | { type: 'redirect'; to: string; notify?: UnauthorizedVariant; signOut?: boolean };

export function decide(
  route: RouteMeta,
  viewer: Viewer | null,
  ctx: { hasToken: boolean; hasPrevious: boolean },
): Decision {
  if (!route.secured) return { type: 'allow' };
  if (!ctx.hasToken || !viewer) return { type: 'redirect', to: LOGIN_PATH };
  if (viewer.isPartner) {
    if (route.partnerZone) return { type: 'allow' };
    return ctx.hasPrevious
      ? { type: 'cancel' }
      : { type: 'redirect', to: PARTNER_DASHBOARD_PATH, notify: 'partner' };
  }
  if (viewer.permissions.size === 0) {
    return { type: 'redirect', to: LOGIN_PATH, notify: 'none', signOut: true };
  }
  // The partner root is the common entry URL; staff (a super-admin holds partner-zone keys too)
  // belong in the back office, so they go there without an error notice.
  if (route.partnerZone && viewer.permissions.has(CMS_DASHBOARD_KEY)) {
    return { type: 'redirect', to: CMS_DASHBOARD_PATH };
  }
  if (route.open && !route.partnerZone) return { type: 'allow' };
  if (viewer.permissions.has(route.name) || (route.access && viewer.permissions.has(route.access))) {
    return { type: 'allow' };
  }
  return { type: 'redirect', ...fallbackFor(viewer), notify: 'route' };
}

function fallbackFor(viewer: Viewer): { to: string; signOut?: boolean } {
  if (viewer.permissions.has(CMS_DASHBOARD_KEY)) return { to: CMS_DASHBOARD_PATH };
  if (viewer.permissions.has(PARTNER_DASHBOARD_KEY)) return { to: PARTNER_DASHBOARD_PATH };
  return { to: LOGIN_PATH, signOut: true };
}

/** Where a user lands after signing in (DESIGN §4). */
export function landingPath(viewer: Viewer, firstAllowed?: string): string {
  if (viewer.isPartner) return PARTNER_DASHBOARD_PATH;
  if (viewer.permissions.has(CMS_DASHBOARD_KEY)) return CMS_DASHBOARD_PATH;
  return firstAllowed ?? CMS_DASHBOARD_PATH;
}
