import type { Module } from '../module.ts';
import { changeRequestRoutes } from './change-request-routes.ts';
import { businessAreaRoutes, partnerStatusRoutes } from './dictionary-routes.ts';
import { newEntryRoutes } from './new-entries.ts';
import { partnerZoneRoutes } from './partner-zone.ts';
import { partnerRoutes } from './routes.ts';
import { partnerSeeds } from './seeds.ts';

export const partnersModule: Module = {
  name: 'partners',
  routes: [
    ...partnerRoutes,
    ...newEntryRoutes,
    ...changeRequestRoutes,
    ...businessAreaRoutes,
    ...partnerStatusRoutes,
    ...partnerZoneRoutes,
  ],
  seeds: partnerSeeds,
};
