import { auditRoutes } from '../../core/audit/routes.ts';
import type { Module } from '../module.ts';
import { systemRoutes } from './routes.ts';

export const systemModule: Module = { name: 'system', routes: [...systemRoutes, ...auditRoutes] };
