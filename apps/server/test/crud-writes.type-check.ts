/**
 * Compile-time checks of a resource's write declaration in `crudRoutes` (#56): the default
 * writes take their rules (`values`, `hooks`, `inUse`), own `writes` replace all three writes
 * and so carry every rule themselves. `npm run typecheck` fails when a line marked
 * `@ts-expect-error` compiles, i.e. when an in-use rule could again vanish behind own writes.
 */
import { crudRoutes } from '../src/core/http/crud.ts';
import { producers } from '../src/modules/producers/tables.ts';

const base = {
  name: 'producer.producers',
  table: producers,
  recordType: 'producer',
  list: { sort: { created_at: producers.created_at, name: producers.name } },
  present: () => [],
} as const;

const ownWrites = {
  create: async () => 1,
  update: async () => {},
  destroy: async () => {},
};

export const defaultWritesWithRule = crudRoutes({ ...base, inUse: () => null });

export const ownWritesAlone = crudRoutes({ ...base, writes: ownWrites });

// @ts-expect-error own writes replace the delete: an in-use rule beside them would never run
export const inUseDropped = crudRoutes({ ...base, writes: ownWrites, inUse: () => null });

// @ts-expect-error own writes replace the insert and update: their columns would be ignored
export const valuesDropped = crudRoutes({ ...base, writes: ownWrites, values: (form) => form });

// @ts-expect-error own writes replace the default writes whose hooks these are
export const hooksDropped = crudRoutes({ ...base, writes: ownWrites, hooks: {} });

// @ts-expect-error own writes come as all three: a half set kept the default delete without its rule
export const partialWrites = crudRoutes({ ...base, writes: { destroy: ownWrites.destroy } });
