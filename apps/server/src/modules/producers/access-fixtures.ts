import { type AccessDeclarations, STAFF_WIDE } from '../../../test/support/access.ts';

/** Access declarations of the producers area (see `test/support/access.ts`). */
export const access: AccessDeclarations = {
  'producer.producers.show': STAFF_WIDE,
  'producer.producers.update': STAFF_WIDE,
  'producer.producers.destroy': STAFF_WIDE,
};
