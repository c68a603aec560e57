import './zod-messages.ts';

export * from './auth.ts';
export * from './catalogue.ts';
export * from './contractors.ts';
export * from './devices.ts';
export * from './dictionaries.ts';
export * from './erp.ts';
export * from './files.ts';
export * from './list.ts';
export * from './messages.ts';
export * from './partners.ts';
export * from './roles.ts';
export * as rules from './rules.ts';
export { LIMITS } from './rules.ts';
export * from './slug.ts';
export * from './users.ts';
