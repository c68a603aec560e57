import './zod-messages.ts';

export * from './catalogue.ts';
export * from './dictionaries.ts';
export * from './list.ts';
export * from './messages.ts';
export * from './roles.ts';
export * as rules from './rules.ts';
export { LIMITS } from './rules.ts';
