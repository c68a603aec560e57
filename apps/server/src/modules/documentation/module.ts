import type { Module } from '../module.ts';
import { partnerZoneRoutes } from './partner-zone.ts';
import { backOfficeRoutes } from './routes.ts';
import { documentationDemoSeed } from './seeds.ts';

/** The documentation library (issue 18): documents, dictionaries, device links, favourites, downloads. */
export const documentationModule: Module = {
  name: 'documentation',
  routes: [...backOfficeRoutes, ...partnerZoneRoutes],
  seeds: [documentationDemoSeed],
};
