/** Every table, for drizzle-kit and for typed queries. Each module owns its `tables.ts`. */
export * from '../core/audit/tables.ts';
export * from '../core/files/tables.ts';
export * from '../core/jobs/tables.ts';
export * from '../modules/auth/tables.ts';
export * from '../modules/brands/tables.ts';
export * from '../modules/contractors/tables.ts';
export * from '../modules/devices/tables.ts';
export * from '../modules/dictionaries/tables.ts';
export * from '../modules/documentation/tables.ts';
export * from '../modules/erp/tables.ts';
export * from '../modules/partners/tables.ts';
export * from '../modules/producers/tables.ts';
export * from '../modules/users/tables.ts';
export * from './tables.ts';
