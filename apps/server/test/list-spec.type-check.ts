/**
 * Compile-time checks of `ListSpec<Q>` and `crudRoutes` (issue 15): `npm run typecheck` fails
 * when a line marked `@ts-expect-error` compiles, i.e. when a list spec could again lack a sort
 * key or a filter its route's query schema accepts, or name one the schema refuses.
 */
import type { functionalityListQuery, producerListQuery } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ListSpec } from '../src/core/data/reads.ts';
import { crudRoutes } from '../src/core/http/crud.ts';
import { defineRoute } from '../src/core/http/routes.ts';
import { functionalities } from '../src/modules/devices/tables.ts';
import { producers } from '../src/modules/producers/tables.ts';

type ProducerQuery = z.output<typeof producerListQuery>;
type FunctionalityQuery = z.output<typeof functionalityListQuery>;

export const complete: ListSpec<ProducerQuery> = {
  table: producers,
  sort: { created_at: producers.created_at, name: producers.name },
};

export const missingSort: ListSpec<ProducerQuery> = {
  table: producers,
  // @ts-expect-error the schema accepts sort_by=name, the spec has no column for it
  sort: { created_at: producers.created_at },
};

export const unknownSort: ListSpec<ProducerQuery> = {
  table: producers,
  // @ts-expect-error the schema refuses sort_by=id: a column for it is dead wiring
  sort: { created_at: producers.created_at, name: producers.name, id: producers.id },
};

// @ts-expect-error the schema accepts the `type` filter, the spec lacks it (it would be ignored)
export const missingFilter: ListSpec<FunctionalityQuery> = {
  table: functionalities,
  sort: { created_at: functionalities.created_at, name: functionalities.name, type: functionalities.type },
};

export const withFilter: ListSpec<FunctionalityQuery> = {
  table: functionalities,
  sort: { created_at: functionalities.created_at, name: functionalities.name, type: functionalities.type },
  filters: { type: (v) => eq(functionalities.type, v) },
};

export const unknownFilter: ListSpec<FunctionalityQuery> = {
  table: functionalities,
  sort: { created_at: functionalities.created_at, name: functionalities.name, type: functionalities.type },
  filters: {
    type: (v) => eq(functionalities.type, v),
    // @ts-expect-error the schema has no `colour` filter: the query never carries it
    colour: () => undefined,
  },
};

export const wrongFilterValue: ListSpec<FunctionalityQuery> = {
  table: functionalities,
  sort: { created_at: functionalities.created_at, name: functionalities.name, type: functionalities.type },
  // @ts-expect-error the `type` filter's value is 0 | 1, not text
  filters: { type: (v: string) => eq(functionalities.type, Number(v)) },
};

/** The factory types the resource's `list` against its `query` the same way. */
export const factoryMissingSort = crudRoutes({
  name: 'producer.producers',
  table: producers,
  recordType: 'producer',
  list: {
    // @ts-expect-error sort_by=name is accepted by producerListQuery, the spec lacks it
    sort: { created_at: producers.created_at },
  },
  present: () => [],
});

/** Route names come from the contract in `packages/contracts/src/api`: a typo does not compile. */
export const typoInName = defineRoute(
  // @ts-expect-error no route `brand.brandz.index` in the contract
  'brand.brandz.index',
  { handler: async () => ({ results: [], pagination: undefined }) },
);

/** A handler's parts are typed by the contract: `brand.brands.show` has `{ id }` and no body. */
export const typedHandler = defineRoute('brand.brands.show', {
  handler: async ({ params, body }) => {
    const id: number = params.id;
    // @ts-expect-error the show route takes no body
    body.name;
    throw new Error(String(id));
  },
});

/** The factory serves only resources whose five routes the contract declares. */
export const factoryUnknownResource = crudRoutes({
  // @ts-expect-error `producer.makers` is not a resource of the contract
  name: 'producer.makers',
  table: producers,
  recordType: 'producer',
  // @ts-expect-error and so it has no query for the list to follow
  list: { sort: { created_at: producers.created_at } },
  present: () => [],
});
