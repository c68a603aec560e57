import {
  FUNCTIONALITY_TYPES,
  type FunctionalityType,
  type FunctionalityTypeName,
} from '@portal/contracts/functionalities';
import type { WebRouteName } from '../../lib/paths.ts';

/** The list screen of each functionality type (spec §2 functionalities/standard|optional). */
export const LIST_ROUTES: Record<FunctionalityTypeName, WebRouteName> = {
  standard: 'device.functionalities.standard',
  optional: 'device.functionalities.optional',
};

export const typeName = (type: FunctionalityType): FunctionalityTypeName =>
  type === FUNCTIONALITY_TYPES.optional ? 'optional' : 'standard';

/** `?type=optional` of the "new" screen opened from the optional list; standard otherwise. */
export const typeOfParam = (param: string | null): FunctionalityType =>
  param === 'optional' ? FUNCTIONALITY_TYPES.optional : FUNCTIONALITY_TYPES.standard;
