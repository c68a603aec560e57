import { type AccessDeclaration, type AccessDeclarations, STAFF_WIDE } from '../../../test/support/access.ts';

/**
 * The partner zone's catalogue is the same for every company: no company owns a device or an
 * error code. What partners may see of it (blocked devices, inactive groups) is the devices
 * tests' subject (`partner-zone-*.test.ts`).
 */
const CATALOGUE: AccessDeclaration = {
  unscoped: 'shared catalogue, the same for every company; partner visibility rules apply',
};

/** Access declarations of the devices area (see `test/support/access.ts`). */
export const access: AccessDeclarations = {
  ...Object.fromEntries(
    [
      'devices',
      'configurations',
      'productcards',
      'typecards',
      'tags',
      'functionalities',
      'error-codes',
    ].flatMap((resource) =>
      ['show', 'update', 'destroy'].map((action) => [`device.${resource}.${action}`, STAFF_WIDE]),
    ),
  ),
  'device.groups.show': STAFF_WIDE,
  'device.groups.update': STAFF_WIDE,
  'device.groups.move': STAFF_WIDE,
  'device.groups.destroy': STAFF_WIDE,
  'partner-zone.device.groups.tree': CATALOGUE,
  'partner-zone.device.devices.index': CATALOGUE,
  'partner-zone.device.devices.show': CATALOGUE,
  'partner-zone.device.errorcodes.index': CATALOGUE,
  'partner-zone.device.errorcodes.show': CATALOGUE,
  'partner-zone.device.errorcodes.download': CATALOGUE,
};
