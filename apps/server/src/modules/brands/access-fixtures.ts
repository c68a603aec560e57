import { type AccessDeclarations, STAFF_WIDE } from '../../../test/support/access.ts';

/** Access declarations of the brands area (see `test/support/access.ts`): brands belong to no company. */
export const access: AccessDeclarations = {
  'brand.brands.show': STAFF_WIDE,
  'brand.brands.update': STAFF_WIDE,
  'brand.brands.destroy': STAFF_WIDE,
};
