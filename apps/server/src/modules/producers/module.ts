import type { Module } from '../module.ts';
import { producerRoutes } from './routes.ts';

export const producersModule: Module = { name: 'producers', routes: producerRoutes };
