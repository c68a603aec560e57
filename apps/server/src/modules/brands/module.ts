import type { Module } from '../module.ts';
import { brandRoutes } from './routes.ts';
import { brandSeeds } from './seeds.ts';

export const brandsModule: Module = { name: 'brands', routes: brandRoutes, seeds: brandSeeds };
