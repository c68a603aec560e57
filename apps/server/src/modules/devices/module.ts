import type { Module } from '../module.ts';
import { configurationRoutes } from './configurations.ts';
import { deviceRoutes } from './device-routes.ts';
import { errorCodeRoutes } from './error-code-routes.ts';
import { functionalityRoutes } from './functionalities.ts';
import { groupRoutes } from './group-routes.ts';
import { partnerZoneRoutes } from './partner-zone.ts';
import { productCardRoutes } from './product-card-routes.ts';
import { devicesDemoSeed } from './seed/catalogue.ts';
import { tagRoutes } from './tags.ts';
import { typeCardRoutes } from './type-cards.ts';

/** The device catalogue and error codes (issue 8), back office and partner zone. */
export const devicesModule: Module = {
  name: 'devices',
  routes: [
    ...deviceRoutes,
    ...configurationRoutes,
    ...groupRoutes,
    ...productCardRoutes,
    ...typeCardRoutes,
    ...tagRoutes,
    ...functionalityRoutes,
    ...errorCodeRoutes,
    ...partnerZoneRoutes,
  ],
  seeds: [devicesDemoSeed],
};
