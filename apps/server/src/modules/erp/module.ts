import type { Module } from '../module.ts';
import { erpRoutes } from './routes.ts';
import { erpJobs, scheduleNextTick } from './schedule.ts';

/** ERP synchronization: pulls of customers and items, the outbox of documents, the schedule. */
export const erpModule: Module = { name: 'erp', routes: erpRoutes, jobs: erpJobs, onStart: scheduleNextTick };
