import { producerFormSchema, producerListQuery, producerRecordSchema } from '../index.ts';
import { crud } from './define.ts';

export const producersApi = {
  ...crud('producer.producers', {
    query: producerListQuery,
    form: producerFormSchema,
    record: producerRecordSchema,
  }),
};
