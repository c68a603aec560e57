import { type AccessDeclaration, type AccessDeclarations, STAFF_WIDE } from '../../../test/support/access.ts';

/**
 * The library is shared by every company: no company owns a document. Which documents a
 * company may see (its business area, active, visible devices) is the documentation tests'
 * subject (`partner-zone.test.ts`), 404 on every partner-zone route otherwise.
 */
const LIBRARY: AccessDeclaration = {
  unscoped: 'shared library, the same for every company of a business area; visibility rules apply',
};

/** Access declarations of the documentation area (see `test/support/access.ts`). */
export const access: AccessDeclarations = {
  ...Object.fromEntries(
    ['documentations', 'categories', 'types', 'tags'].flatMap((resource) =>
      ['show', 'update', 'destroy'].map((action) => [`documentation.${resource}.${action}`, STAFF_WIDE]),
    ),
  ),
  'device.devices.sync-documentations': STAFF_WIDE,
  'device.devices.documentations': STAFF_WIDE,
  'device.productcards.documentations': STAFF_WIDE,
  'contractor.contractors.documentations': STAFF_WIDE,
  'partner-zone.documentation.dictionaries.index': LIBRARY,
  'partner-zone.documentation.documentations.index': LIBRARY,
  'partner-zone.documentation.documentations.show': LIBRARY,
  'partner-zone.documentation.documentations.download': LIBRARY,
  'partner-zone.documentation.documentations.zip': LIBRARY,
  'partner-zone.documentation.documentations.favorite': {
    unscoped: "a favourite is the caller's own; the document is from the shared library",
  },
  'partner-zone.device.devices.documentations': LIBRARY,
};
