import { businessAreaSchema, countrySchema, dictionaryResponse, provinceSchema } from '../index.ts';
import { route } from './define.ts';

export const dictionariesApi = {
  'public-zone.dictionary.provinces.index': route({ response: dictionaryResponse(provinceSchema) }),
  'public-zone.dictionary.countries.index': route({ response: dictionaryResponse(countrySchema) }),
  'public-zone.partner.businessareas.index': route({ response: dictionaryResponse(businessAreaSchema) }),
};
