import type { Module } from '../module.ts';
import { nestedRoutes } from './nested-routes.ts';
import { contractorRoutes } from './routes.ts';
import { contractorUserRoutes } from './user-routes.ts';

export const contractorsModule: Module = {
  name: 'contractors',
  routes: [...contractorRoutes, ...nestedRoutes, ...contractorUserRoutes],
};
