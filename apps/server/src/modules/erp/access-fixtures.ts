import { type AccessDeclarations, STAFF_WIDE } from '../../../test/support/access.ts';

/** Access declarations of the ERP synchronization area (see `test/support/access.ts`). */
export const access: AccessDeclarations = {
  'synchronization.synchronizations.show': STAFF_WIDE,
  'synchronization.outbox.resend': STAFF_WIDE,
};
