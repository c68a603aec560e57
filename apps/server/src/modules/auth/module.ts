import type { Module } from '../module.ts';
import { authRoutes } from './routes.ts';

export const authModule: Module = { name: 'auth', routes: authRoutes };
