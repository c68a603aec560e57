import { z } from 'zod';
import { brandFormSchema, brandListQuery, brandRecordSchema, brandSchema } from '../index.ts';
import { crud, route } from './define.ts';

export const brandsApi = {
  ...crud('brand.brands', {
    query: brandListQuery,
    form: brandFormSchema,
    record: brandRecordSchema,
  }),
  'brand.default.show': route({ uri: '/api/brand/default', response: z.object({ model: brandSchema }) }),
};
