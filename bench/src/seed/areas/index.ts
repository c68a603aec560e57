import type { AreaGenerator } from '../context.ts';
import { auditGenerator } from './audit.ts';
import { changeRequestsGenerator } from './change-requests.ts';
import { companiesGenerator } from './companies.ts';
import { devicesGenerator } from './devices.ts';
import { documentationGenerator } from './documentation.ts';
import { erpGenerator } from './erp.ts';
import { mediaGenerator } from './media.ts';
import { usersGenerator } from './users.ts';

/**
 * Every area's generator, run in this order; an area that adds tables adds its file here
 * (after the areas whose rows it references).
 */
export const generators: AreaGenerator[] = [
  companiesGenerator,
  usersGenerator,
  changeRequestsGenerator,
  devicesGenerator,
  documentationGenerator,
  auditGenerator,
  erpGenerator,
  mediaGenerator,
];
