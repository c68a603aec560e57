/**
 * Every table in one place, for the test that compares them with the migrations (drizzle-kit finds
 * the same files by the globs of `drizzle.config.ts`). Each module owns its `tables.ts`.
 */
export * from './core/audit/tables.ts';
export * from './core/files/tables.ts';
export * from './core/jobs/tables.ts';
export * from './db/tables.ts';
export * from './modules/auth/tables.ts';
export * from './modules/brands/tables.ts';
export * from './modules/devices/tables.ts';
export * from './modules/dictionaries/tables.ts';
export * from './modules/documentation/tables.ts';
export * from './modules/erp/tables.ts';
export * from './modules/partners/tables.ts';
export * from './modules/people/tables.ts';
export * from './modules/producers/tables.ts';
