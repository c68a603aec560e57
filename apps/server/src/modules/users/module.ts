import type { Module } from '../module.ts';
import { partnerUserRoutes } from './partner-routes.ts';
import { profileRoutes } from './profile.ts';
import { roleRoutes } from './roles.ts';
import { userRoutes } from './routes.ts';
import { userSeeds } from './seeds.ts';

export const usersModule: Module = {
  name: 'users',
  routes: [...userRoutes, ...roleRoutes, ...partnerUserRoutes, ...profileRoutes],
  seeds: userSeeds,
};
