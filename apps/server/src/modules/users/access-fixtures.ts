import { type AccessDeclarations, OWN_COMPANY_WRITE, STAFF_WIDE } from '../../../test/support/access.ts';

/** Access declarations of the users area (see `test/support/access.ts`). */
export const access: AccessDeclarations = {
  'user.users.show': STAFF_WIDE,
  'user.users.update': STAFF_WIDE,
  'user.users.destroy': STAFF_WIDE,
  'user.roles.show': STAFF_WIDE,
  'user.roles.update': STAFF_WIDE,
  'user.roles.destroy': STAFF_WIDE,
  'partner-zone.user.users.index': { lists: async (w) => ({ marker: w.b.colleague.email }) },
  'partner-zone.user.users.store': OWN_COMPANY_WRITE,
  'partner-zone.user.users.update': {
    foreign: async (w) => ({
      probe: { params: { id: w.b.colleague.id }, body: { first_name: 'Obcy' } },
      own: { params: { id: w.b.colleague.id }, body: { first_name: 'Własny' } },
    }),
  },
};
