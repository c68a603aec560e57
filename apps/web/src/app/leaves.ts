import { routes as audit } from '../features/audit/routes.ts';
import { routes as auth } from '../features/auth/routes.ts';
import { routes as brands } from '../features/brands/routes.ts';
import { routes as changeRequests } from '../features/change-requests/routes.ts';
import { routes as companyUsers } from '../features/company-users/routes.ts';
import { routes as contractors } from '../features/contractors/routes.ts';
import { routes as dashboard } from '../features/dashboard/routes.ts';
import { routes as deviceGroups } from '../features/device-groups/routes.ts';
import { routes as deviceTags } from '../features/device-tags/routes.ts';
import { routes as devices } from '../features/devices/routes.ts';
import { routes as documentation } from '../features/documentation/routes.ts';
import { routes as errorCodes } from '../features/error-codes/routes.ts';
import { routes as functionalities } from '../features/functionalities/routes.ts';
import { routes as media } from '../features/media/routes.ts';
import { routes as partnerDevices } from '../features/partner-devices/routes.ts';
import { routes as partnerDocumentation } from '../features/partner-documentation/routes.ts';
import { routes as partners } from '../features/partners/routes.ts';
import { routes as producers } from '../features/producers/routes.ts';
import { routes as productCards } from '../features/product-cards/routes.ts';
import { routes as profile } from '../features/profile/routes.ts';
import { routes as roles } from '../features/roles/routes.ts';
import { routes as synchronizations } from '../features/synchronizations/routes.ts';
import { routes as typeCards } from '../features/type-cards/routes.ts';
import { routes as users } from '../features/users/routes.ts';
import type { RouteLeaf } from '../lib/routing.ts';

/** Every screen of the app, as its feature declares it; the router and the menus are built from this. */
export const ROUTE_LEAVES: readonly RouteLeaf[] = [
  ...auth,
  ...dashboard,
  ...profile,
  ...users,
  ...roles,
  ...partners,
  ...changeRequests,
  ...media,
  ...synchronizations,
  ...devices,
  ...productCards,
  ...typeCards,
  ...deviceGroups,
  ...deviceTags,
  ...functionalities,
  ...errorCodes,
  ...documentation,
  ...producers,
  ...brands,
  ...audit,
  ...contractors,
  ...companyUsers,
  ...partnerDevices,
  ...partnerDocumentation,
];

const TITLES = new Map(ROUTE_LEAVES.map((l) => [l.name as string, l.title]));

/** The page title key of a named route, for breadcrumbs. */
export function titleOf(name: string): string | undefined {
  return TITLES.get(name);
}
